/** A service's health over time, in its check dialog: its backend's time and its node's tunnel latency. */
import { Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { HealthChart } from '../components/charts';
import { HEALTH_WINDOWS, HealthWindowToggle, type HealthWindow } from '../components/HealthWindowToggle';
import { nodeScope, serviceScope, useHealthHistories } from '../providers/history';

export const ServiceHealthChart = ({ type, service }: { type: ServiceType; service: Service }) => {
  const translate = useTranslate();
  const [range, setRange] = useState<HealthWindow>('hour');
  const scopes = type === 'http' ? [nodeScope(service.nodeId), serviceScope(type, service.id)] : [nodeScope(service.nodeId)];
  const [tunnel, backend] = useHealthHistories(scopes, HEALTH_WINDOWS[range]);
  const label = translate('app.health.chart.backend');
  const backends = useMemo(() => (backend ? [{ label, history: backend }] : []), [backend, label]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <HealthWindowToggle value={range} onChange={setRange} />
      </Stack>
      <HealthChart title="app.health.chart.service_title" backends={backends} tunnel={tunnel} />
    </Stack>
  );
};
