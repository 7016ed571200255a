/** Green dot for an enabled service, red for a disabled one, with the state in words for screen readers. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';

export const ServiceStatusDot = ({ enabled }: { enabled: boolean }) => {
  const translate = useTranslate();
  const label = translate(enabled ? 'app.services.status.enabled' : 'app.services.status.disabled');
  return (
    <LazyTooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-status={enabled ? 'enabled' : 'disabled'}
        sx={{
          display: 'inline-block',
          flexShrink: 0,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: enabled ? 'success.main' : 'error.main',
        }}
      />
    </LazyTooltip>
  );
};
