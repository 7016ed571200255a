import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonalAccessToken } from '../api/types';
import { tokenStatus } from './tokenStatus';

const COLOR = { revoked: 'error', expired: 'warning', active: 'success' } as const;

export const TokenStatusChip = ({ token }: { token: PersonalAccessToken }) => {
  const translate = useTranslate();
  const status = tokenStatus(token);
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={translate(`app.tokens.status.${status}`)} />;
};
