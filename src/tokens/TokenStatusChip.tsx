import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonalAccessToken } from '../api/types';
import { useExpiryClock } from '../components/useExpiryClock';
import { tokenEnd, tokenStatus } from './tokenStatus';

const COLOR = { revoked: 'error', expired: 'warning', active: 'success' } as const;

/** The token's status, turning to Expired at the moment its end comes (the same clock as its Expires cell). */
export const TokenStatusChip = ({ token }: { token: PersonalAccessToken }) => {
  const translate = useTranslate();
  const now = useExpiryClock(tokenEnd(token));
  const status = tokenStatus(token, now);
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={translate(`app.tokens.status.${status}`)} />;
};
