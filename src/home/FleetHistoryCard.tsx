/**
 * Home: the fleet's summed throughput and how many nodes were online, over the last 15 minutes or the
 * last day, as this browser saw them in the fleet stream; a large fleet's card says when it was read.
 */
import { CardHeadingRow } from '../components/CardHeadingRow';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
// Not through ../components: the lists import that index, and they draw no window toggle.
import { HISTORY_WINDOWS, HistoryWindowToggle, type HistoryWindow } from '../components/HistoryWindowToggle';
import { FleetThroughputChart } from '../components/charts';
import { useFleetFreshness } from '../components';
import { useFleetHistory } from '../providers/history';
import { SectionHeading } from './SectionHeading';

/** When a large fleet was last read; subscribing follows the fleet, so only once the page has painted. */
const SampledCaption = () => {
  const translate = useTranslate();
  const { pace, time, interval } = useFleetFreshness();
  return pace === 'sampled' ? (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('app.history.fleet_sampled', { time, interval })}
    </Typography>
  ) : null;
};

/** `following`: the page follows the fleet (after its first paint, FleetInsight). */
export const FleetHistoryCard = ({ following }: { following: boolean }) => {
  const [range, setRange] = useState<HistoryWindow>('minutes');
  const { tier, windowMs } = HISTORY_WINDOWS[range];
  const series = useFleetHistory(tier, windowMs);
  return (
    <Card component="section" aria-labelledby="home-fleet-history">
      <CardContent>
        <CardHeadingRow
          heading={
            <SectionHeading id="home-fleet-history" icon={<ShowChartIcon aria-hidden />} title="app.history.fleet_title" />
          }
          action={<HistoryWindowToggle value={range} onChange={setRange} />}
        />
        {following && <SampledCaption />}
        <FleetThroughputChart series={series} />
      </CardContent>
    </Card>
  );
};
