/** The domain name as a link to https://<domain> (a new tab; the click does not toggle the row). */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Domain } from '../api/types';

export const DomainLink = () => {
  const record = useRecordContext<Domain>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      href={`https://${record.domain}`}
      target="_blank"
      rel="noopener noreferrer"
      title={translate('app.domains.open', { domain: record.domain })}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      {record.domain}
      <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />
    </Link>
  );
};
