/**
 * Home: the fleet's throughput (every node's summed) and how many nodes were online, over the last 15
 * minutes or the last day, as this browser saw them in the fleet stream (issue 23).
 */
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
// Not through ../components: the lists import that index, and they draw no window toggle.
import { HISTORY_WINDOWS, HistoryWindowToggle, type HistoryWindow } from '../components/HistoryWindowToggle';
import { FleetThroughputChart } from '../components/charts';
import { useFleetHistory } from '../providers/history';
import { SectionHeading } from './SectionHeading';

export const FleetHistoryCard = () => {
  const [range, setRange] = useState<HistoryWindow>('minutes');
  const { tier, windowMs } = HISTORY_WINDOWS[range];
  const series = useFleetHistory(tier, windowMs);
  return (
    <Card component="section" aria-labelledby="home-fleet-history">
      <CardContent>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <SectionHeading id="home-fleet-history" icon={<ShowChartIcon aria-hidden />} title="app.history.fleet_title" />
          <HistoryWindowToggle value={range} onChange={setRange} />
        </Stack>
        <FleetThroughputChart series={series} />
      </CardContent>
    </Card>
  );
};
