/**
 * The domain name as a link to https://<domain> (a new tab; the click does not toggle the row). A long
 * domain is cut to its cell, whole in a tooltip (TruncatedText); the new-tab mark stays in view.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Domain } from '../api/types';
import { cutTextSx, TruncatedText } from '../components/TruncatedText';

export const DomainLink = () => {
  const record = useRecordContext<Domain>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    // The new-tab mark beside the text: 14 px and a 4 px gap.
    <TruncatedText text={record.domain} maxWidth="40rem" besideText={18} sx={{ fontWeight: 500 }}>
      {(domain) => (
        <Link
          href={`https://${record.domain}`}
          target="_blank"
          rel="noopener noreferrer"
          title={translate('app.domains.open', { domain: record.domain })}
          onClick={(event) => event.stopPropagation()}
          sx={{ display: 'flex', alignItems: 'center', gap: '4px' }}
        >
          <Box component="span" sx={cutTextSx}>
            {domain}
          </Box>
          <OpenInNewIcon sx={{ fontSize: 14, flex: 'none' }} aria-hidden />
        </Link>
      )}
    </TruncatedText>
  );
};
