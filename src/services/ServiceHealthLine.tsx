/**
 * Under an HTTP service's name: its last hour of backend checks and the latest in words (a TCP/UDP one:
 * a slow tunnel only, as the gateway cannot test its backend). Following the service's health topic is
 * what has the live engine check it while the row is on screen.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { HealthStrip } from '../components/charts';
import { HOUR, useServiceHealthHistory } from '../providers/history';
import { healthTargetOf, useServiceHealth } from '../providers/live';
import { useHealthText } from './useHealthText';

const HttpHealthLine = ({ service }: { service: Service }) => {
  const health = useServiceHealth(healthTargetOf('http', service));
  const history = useServiceHealthHistory('http', service.id, HOUR);
  const text = useHealthText()(health);
  const failing = health.last !== null && health.last.outcome !== 'ok' && !health.paused;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <HealthStrip history={history} />
      <Typography variant="caption" color={failing ? 'error' : 'text.secondary'} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Stack>
  );
};

const TcpHealthLine = ({ service }: { service: Service }) => {
  const translate = useTranslate();
  const { tunnel } = useServiceHealth(healthTargetOf('tcp', service));
  if (!tunnel?.slow) return null;
  return (
    <Typography variant="caption" color="error">
      {translate('app.health.state.tunnel_slow', { ms: Math.round(tunnel.ms ?? 0) })}
    </Typography>
  );
};

export const ServiceHealthLine = ({ type, service }: { type: ServiceType; service: Service }) =>
  type === 'http' ? <HttpHealthLine service={service} /> : <TcpHealthLine service={service} />;
