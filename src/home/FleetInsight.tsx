/**
 * The live part of the home page: the fleet in figures, what needs attention, and the fleet's traffic
 * over time. Nothing is asked for before the page's first paint (useAfterFirstPaint), so the first screen
 * is not held up; reads stop when the page is left (react-query cancels a read nobody watches).
 */
import { Grid } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useExposure } from '../exposure';
import type { FleetFreshness } from '../components';
import { attentionOf } from './attention';
import { AttentionPanel } from './AttentionPanel';
import { FleetFigures, LiveFleetFigures } from './FleetFigures';
import { FleetHistoryCard } from './FleetHistoryCard';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { useFleetTokens, type FleetTokens } from './useFleetTokens';

const Summary = ({ figures, attention }: { figures: ReactNode; attention: ReactNode }) => (
  <>
    <Grid size={{ xs: 12, lg: 7 }}>{figures}</Grid>
    <Grid size={{ xs: 12, lg: 5 }}>{attention}</Grid>
  </>
);

const LiveSummary = () => {
  const exposure = useExposure();
  const tokens = useFleetTokens(exposure.fleet.nodes);
  const { rows, now, health } = exposure;
  const attention = useMemo(
    () => (rows && tokens.tokens ? attentionOf(rows, tokens.tokens, exposure.fleet.nodes, now, health) : null),
    [rows, tokens.tokens, exposure.fleet.nodes, now, health],
  );
  const count = (keep: (row: NonNullable<typeof rows>[number]) => boolean) => (rows ? rows.filter(keep).length : null);
  return (
    <Summary
      figures={
        <LiveFleetFigures
          domains={exposure.domainCount}
          servicesEnabled={count((row) => row.availability === 'enabled')}
          servicesDisabled={count((row) => row.availability !== 'enabled')}
          // A row's flags that depend on its node are known with the fleet's first frame.
          flagged={exposure.nodesKnown ? count((row) => row.flagged) : null}
          tokensExpiring={attention ? attention.expiringTokens.length : null}
        />
      }
      attention={
        <AttentionPanel attention={attention} tokens={tokens} failed={Boolean(exposure.error && !rows) || Boolean(tokens.error && !tokens.tokens)} now={now} />
      }
    />
  );
};

const NO_TOKENS: FleetTokens = { tokens: null, checked: 0, total: 0, failed: 0, error: null };

/** What the fleet stream says before its first frame. */
const NOT_READ_YET: FleetFreshness = { pace: 'live', time: '', interval: '' };

/** The first paint: nothing known yet, as the fleet stream says before its first frame. */
const PendingSummary = () => (
  <Summary
    figures={
      <FleetFigures counts={null} freshness={NOT_READ_YET} domains={null} servicesEnabled={null} servicesDisabled={null} flagged={null} tokensExpiring={null} />
    }
    attention={<AttentionPanel attention={null} tokens={NO_TOKENS} failed={false} now={0} />}
  />
);

export const FleetInsight = () => {
  const painted = useAfterFirstPaint();
  return (
    <Grid container spacing={2}>
      {painted ? <LiveSummary /> : <PendingSummary />}
      <Grid size={12}>
        <FleetHistoryCard following={painted} />
      </Grid>
    </Grid>
  );
};
