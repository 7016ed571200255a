/** While the row's node is pending: never "No risk flag" before the facts are in. */
import GppGoodIcon from '@mui/icons-material/GppGoodOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { LazyTooltip } from '../components/LazyTooltip';
import { useTranslate } from 'react-admin';
import type { ExposureRow } from './exposureRow';
import type { RiskFlag } from '../services';
import { useProtectionTexts } from './useProtectionTexts';

/** Flags that let strangers in are errors; the others are warnings. */
const SEVERE: ReadonlySet<RiskFlag> = new Set(['admin_port_open', 'public_without_sign_in']);

export const RiskFlagChips = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  if (row.availability !== 'enabled') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.exposure.not_public')}
      </Typography>
    );
  }
  if (row.pending) {
    return (
      <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {row.flags.length > 0 && <FlagList row={row} />}
        <Typography variant="body2" color="text.secondary">
          {translate('app.exposure.flags_pending')}
        </Typography>
      </Box>
    );
  }
  if (row.flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <GppGoodIcon fontSize="small" color="success" aria-hidden />
        {translate('app.exposure.no_flags')}
      </Typography>
    );
  }
  return <FlagList row={row} />;
};

const FlagList = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  const texts = useProtectionTexts();
  return (
    <Box component="ul" aria-label={translate('app.exposure.columns.flags')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {row.flags.map((flag) => {
        const detail = texts.flagDetail(row, flag);
        return (
          <Box component="li" key={flag} data-flag={flag} sx={{ maxWidth: '100%' }}>
            <LazyTooltip describeChild title={detail ? `${detail}. ${texts.flagHelp(flag)}` : texts.flagHelp(flag)}>
              <Chip
                size="small"
                variant="outlined"
                color={SEVERE.has(flag) ? 'error' : 'warning'}
                icon={<WarningIcon />}
                label={detail ? `${texts.flag(flag)}: ${detail}` : texts.flag(flag)}
                sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              />
            </LazyTooltip>
          </Box>
        );
      })}
    </Box>
  );
};
