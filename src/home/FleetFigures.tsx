/**
 * The fleet in figures, each a link to the list it counts: nodes by live state and gateways (live from
 * the fleet stream, re-rendered when a count changes), domains, services, endpoints with a risk flag and
 * tokens expiring soon. A large fleet's figures say when they were read; an unknown figure says so.
 */
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import InsightsIcon from '@mui/icons-material/Insights';
import DnsIcon from '@mui/icons-material/Dns';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import RouterIcon from '@mui/icons-material/Router';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { useFleetFreshness, type FleetFreshness } from '../components';
import { NODE_STATE_PALETTE } from '../components/NodeStatusDot';
import { useFleetCounts, type FleetCounts } from '../providers/live';
import { NODE_STATES } from '../providers/nodeState';
import { SectionHeading } from './SectionHeading';

interface Figure {
  key: string;
  value: number | null;
  icon: ReactElement;
  /** In-app path, or an anchor on this page (#…). */
  to: string;
}

export interface FleetFiguresProps {
  /** The fleet stream's counts; null before its first frame and while it is down. */
  counts: FleetCounts | null;
  freshness: FleetFreshness;
  domains: number | null;
  servicesEnabled: number | null;
  servicesDisabled: number | null;
  flagged: number | null;
  tokensExpiring: number | null;
}

const FigureTile = ({ figure }: { figure: Figure }) => {
  const translate = useTranslate();
  const link = figure.to.startsWith('#') ? { component: 'a' as const, href: figure.to } : { component: RouterLink, to: figure.to };
  return (
    <Card component="li" variant="outlined" data-figure={figure.key} sx={{ listStyle: 'none' }}>
      <CardActionArea {...link} sx={{ p: 1.5, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {figure.icon}
          {figure.value === null ? (
            <>
              <Typography component="span" variant="h5" aria-hidden sx={{ fontWeight: 700 }}>
                –
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.home.fleet.pending')}
              </Box>
            </>
          ) : (
            <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
              {figure.value}
            </Typography>
          )}
        </Stack>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate(`app.home.fleet.${figure.key}`)}
        </Typography>
      </CardActionArea>
    </Card>
  );
};

const ICON = { 'aria-hidden': true, fontSize: 'small' } as const;

export const FleetFigures = ({ counts, freshness, domains, servicesEnabled, servicesDisabled, flagged, tokensExpiring }: FleetFiguresProps) => {
  const translate = useTranslate();
  const figures: Figure[] = [
    // Nodes by state, each linking to the list filtered by it: the same counts as its status chips.
    ...NODE_STATES.map((state) => ({
      key: state,
      value: counts?.[state] ?? null,
      icon: <FiberManualRecordIcon {...ICON} color={NODE_STATE_PALETTE[state]} />,
      to: appRoutes.nodesWhere({ status: state }),
    })),
    { key: 'gateways', value: counts?.gateways ?? null, icon: <RouterIcon {...ICON} color="primary" />, to: appRoutes.nodesWhere({ type: 'gateways' }) },
    { key: 'domains', value: domains, icon: <DnsIcon {...ICON} color="primary" />, to: appRoutes.domains() },
    { key: 'services_enabled', value: servicesEnabled, icon: <PublicIcon {...ICON} color="success" />, to: appRoutes.exposure({ state: 'enabled' }) },
    { key: 'services_disabled', value: servicesDisabled, icon: <PublicOffIcon {...ICON} color="error" />, to: appRoutes.exposure({ state: 'disabled' }) },
    { key: 'flagged', value: flagged, icon: <WarningIcon {...ICON} color="warning" />, to: appRoutes.exposure({ flag: 'any' }) },
    { key: 'tokens_expiring', value: tokensExpiring, icon: <KeyIcon {...ICON} color="warning" />, to: '#needs-attention' },
  ];
  return (
    <Card component="section" aria-labelledby="home-fleet">
      <Box sx={{ p: 2 }}>
        <SectionHeading id="home-fleet" icon={<InsightsIcon aria-hidden />} title="app.home.fleet.title" />
        <Typography variant="body2" color="text.secondary">
          {translate(`app.home.fleet.${freshness.pace}`, { time: freshness.time, interval: freshness.interval })}
        </Typography>
        <Box
          component="ul"
          aria-label={translate('app.home.fleet.figures')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, p: 0, m: 0, mt: 2 }}
        >
          {figures.map((figure) => (
            <FigureTile key={figure.key} figure={figure} />
          ))}
        </Box>
      </Box>
    </Card>
  );
};

/** The figures with the node counts of the fleet stream, which it follows while shown. */
export const LiveFleetFigures = (props: Omit<FleetFiguresProps, 'counts' | 'freshness'>) => {
  // Re-rendered when a count or the pace changes, not on every frame; no count is shown while the stream is down.
  const counts = useFleetCounts();
  const freshness = useFleetFreshness();
  return <FleetFigures counts={counts} freshness={freshness} {...props} />;
};
