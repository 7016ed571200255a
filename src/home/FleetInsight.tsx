/**
 * The live part of the home page, above SPEC's welcome and cards: the fleet in figures, what needs
 * attention, and the fleet's traffic and online count over time. Node figures follow the fleet stream every second; services and domains are read whole
 * (useExposure: every 30 s, when the set of nodes changes, after any change made here); tokens per
 * node (useFleetTokens: when the set of nodes changes, every 5 minutes, after any token change).
 */
import { Grid } from '@mui/material';
import { useMemo } from 'react';
import { useExposure } from '../exposure';
import { attentionOf } from './attention';
import { AttentionPanel } from './AttentionPanel';
import { FleetFigures } from './FleetFigures';
import { FleetHistoryCard } from './FleetHistoryCard';
import { useFleetTokens } from './useFleetTokens';

export const FleetInsight = () => {
  const exposure = useExposure();
  const tokens = useFleetTokens(exposure.fleet.nodes);
  const { rows, now } = exposure;
  const attention = useMemo(
    () => (rows && tokens.tokens ? attentionOf(rows, tokens.tokens, exposure.fleet.nodes, now) : null),
    [rows, tokens.tokens, exposure.fleet.nodes, now],
  );
  const count = (keep: (row: NonNullable<typeof rows>[number]) => boolean) => (rows ? rows.filter(keep).length : null);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <FleetFigures
          domains={exposure.domainCount}
          servicesEnabled={count((row) => row.availability === 'enabled')}
          servicesDisabled={count((row) => row.availability !== 'enabled')}
          flagged={count((row) => row.flagged)}
          tokensExpiring={attention ? attention.expiringTokens.length : null}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <AttentionPanel attention={attention} tokens={tokens} failed={Boolean(exposure.error && !rows) || Boolean(tokens.error && !tokens.tokens)} now={now} />
      </Grid>
      <Grid size={12}>
        <FleetHistoryCard />
      </Grid>
    </Grid>
  );
};
