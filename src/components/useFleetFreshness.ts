/** How fresh the fleet's figures are, in words for a caption ("as of 12:00:05, every 30 sec"). */
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useFleetPace, type FleetPace } from '../providers/live';
import { useFormat } from './useFormat';

export interface FleetFreshness {
  pace: FleetPace['pace'];
  /** A sampled fleet's: when the figures were read, as HH:mm:ss ('' otherwise), and how often they are ("30 sec"). */
  time: string;
  interval: string;
}

export const useFleetFreshness = (): FleetFreshness => {
  const formats = useFormat();
  const { pace, at, intervalMs } = useFleetPace();
  return useMemo(() => ({ pace, time: at ? format(at, 'HH:mm:ss') : '', interval: formats.duration(intervalMs) }), [pace, at, intervalMs, formats]);
};
