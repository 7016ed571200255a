/**
 * When a token stops working (issue 41): its date, and how long is left or since when it has ended
 * ("in 3 days", "expired 2 hours ago"), kept true as time passes; "Never" for a token without an end,
 * and for a date the gateway cannot read, which it never ends either (API-FACTS §12 item 25).
 */
import { Box, Typography } from '@mui/material';
import { formatDistance } from 'date-fns';
import { useTranslate } from 'react-admin';
import type { PersonalAccessToken } from '../api/types';
import { dateFnsLocale, useFormat } from '../components';
import { useExpiryClock } from '../components/useExpiryClock';
import { tokenEnd } from './tokenStatus';

export const TokenExpiry = ({ token }: { token: PersonalAccessToken }) => {
  const translate = useTranslate();
  const format = useFormat();
  const end = tokenEnd(token);
  const now = useExpiryClock(end);
  if (end === null) return <>{translate('app.tokens.expiry.never')}</>;
  const distance = formatDistance(end, now, { addSuffix: true, locale: dateFnsLocale(format.locale) });
  return (
    <Box component="time" dateTime={new Date(end).toISOString()} title={format.dateTime(end)} sx={{ display: 'block' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {format.date(end)}
      </Box>
      {/* The time left wraps under a narrow cell (a phone) rather than widening the table. */}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {end > now ? distance : translate('app.tokens.expiry.ended', { relative: distance })}
      </Typography>
    </Box>
  );
};
