/** 'New Access Token Generated': name, expiry, the one-time token with copy, and where to use it. */
import { Alert, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { CopyField, InfoModal, useFormat } from '../components';
import { links } from '../config';

const DOCS = [
  ['app.tokens.created.cli', links.cliDocs],
  ['app.tokens.created.image', links.clientImage],
  ['app.tokens.created.chart', links.kubernetesChart],
] as const;

export const TokenCreatedDialog = ({ token, onClose }: { token: RaRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const format = useFormat();
  const expiry = typeof token?.expireAt === 'string' ? new Date(token.expireAt) : null;
  const validExpiry = expiry && !Number.isNaN(expiry.getTime()) ? expiry : null;
  return (
    <InfoModal open={token != null} title="app.tokens.created.title" onClose={onClose}>
      <Stack spacing={1.5}>
        <Typography>{translate('app.tokens.created.intro')}</Typography>
        <Typography>
          <strong>{translate('app.tokens.created.name')}</strong> {token?.name}
        </Typography>
        {validExpiry && (
          <Typography>
            {translate('app.tokens.created.expires', {
              date: format.date(validExpiry),
              relative: format.distance(validExpiry),
            })}
          </Typography>
        )}
        <CopyField label="app.tokens.created.token" value={typeof token?.token === 'string' ? token.token : ''} />
        <Alert severity="warning">{translate('app.tokens.created.note')}</Alert>
        <Typography variant="body2">{translate('app.tokens.created.docs')}</Typography>
        <List dense disablePadding>
          {DOCS.map(([label, href]) => (
            <ListItem key={label} disableGutters>
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {translate(label)}
              </Link>
            </ListItem>
          ))}
        </List>
      </Stack>
    </InfoModal>
  );
};
