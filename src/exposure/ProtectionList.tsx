import BlockIcon from '@mui/icons-material/Block';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import HttpsIcon from '@mui/icons-material/HttpsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import NoEncryptionIcon from '@mui/icons-material/NoEncryptionGmailerrorredOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ExposureRow } from './exposureRow';
import { useProtectionTexts } from './useProtectionTexts';

interface Line {
  key: string;
  icon: ReactElement;
  text: string;
  warn?: boolean;
}

export const ProtectionList = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  const texts = useProtectionTexts();
  const signedIn = row.signIn === 'oauth2' || row.signIn === 'console';
  const block = texts.blockList(row);
  const lines: Line[] = [
    { key: 'sign_in', icon: signedIn ? <LockIcon aria-hidden /> : <LockOpenIcon aria-hidden />, text: texts.signIn(row), warn: row.signIn === 'not_enforced' },
    { key: 'allow', icon: <FilterAltIcon aria-hidden />, text: texts.allowList(row) },
    ...(block ? [{ key: 'block', icon: <BlockIcon aria-hidden />, text: block, warn: row.type === 'http' }] : []),
    {
      key: 'tls',
      icon: row.tls === 'none' ? <NoEncryptionIcon aria-hidden /> : <HttpsIcon aria-hidden />,
      text: texts.tls(row),
      warn: row.tls === 'unknown_domain',
    },
  ];
  return (
    <Box component="ul" aria-label={translate('app.exposure.columns.protection')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Typography
          component="li"
          variant="body2"
          key={line.key}
          data-protection={line.key}
          color={line.warn ? 'warning.main' : 'text.primary'}
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', overflowWrap: 'break-word', '& > svg': { fontSize: 16, mt: '2px', flex: 'none' } }}
        >
          {line.icon}
          <span>{line.text}</span>
        </Typography>
      ))}
    </Box>
  );
};
