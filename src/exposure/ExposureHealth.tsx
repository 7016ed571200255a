/**
 * The inventory's health column: what the live engine's last check of each service said. The page
 * follows every listed service's health (which has the engine check them) and hands it to the cells.
 */
import { Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { useHealthText } from '../services';
import { healthKey, NO_HEALTH, type ServiceHealth } from '../providers/live';
import type { ExposureRow } from './exposureRow';

export const ExposureHealthContext = createContext<ReadonlyMap<string, ServiceHealth>>(new Map());

export const healthOfRow = (health: ReadonlyMap<string, ServiceHealth>, row: ExposureRow): ServiceHealth =>
  health.get(healthKey({ type: row.type, id: Number(row.service.id) })) ?? NO_HEALTH;

export const HealthCell = ({ row }: { row: ExposureRow }) => {
  const health = healthOfRow(useContext(ExposureHealthContext), row);
  const text = useHealthText()(health);
  const failing = (health.last !== null && health.last.outcome !== 'ok' && !health.paused) || Boolean(health.tunnel?.slow);
  return (
    <Typography component="span" variant="body2" color={failing ? 'error' : 'text.secondary'} data-health="" sx={{ display: 'block', minWidth: 120, overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
};
