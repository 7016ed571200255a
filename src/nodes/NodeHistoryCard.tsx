/**
 * Node details: the node's throughput and status timeline over the chosen window, as this browser saw
 * them in the node's streams.
 */
import { CardHeadingRow } from '../components/CardHeadingRow';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
// Not through ../components: the lists import that index, and they draw no window toggle.
import { HISTORY_WINDOWS, HistoryWindowToggle, type HistoryWindow } from '../components/HistoryWindowToggle';
import { StatusTimeline, ThroughputChart } from '../components/charts';
import { createdAtOf, useNodeStatusHistory, useNodeThroughput } from '../providers/history';

export const NodeHistoryCard = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const [range, setRange] = useState<HistoryWindow>('minutes');
  const { tier, windowMs } = HISTORY_WINDOWS[range];
  // The charts start with the node's history: a node created a minute ago has a minute to show.
  const createdAt = createdAtOf(node.created_at);
  const series = useNodeThroughput(node.id, tier, windowMs, createdAt);
  const status = useNodeStatusHistory(node.id, windowMs, tier, createdAt);
  return (
    <Card component="section" aria-labelledby="node-history">
      <CardContent>
        <CardHeadingRow
          heading={
            <Typography id="node-history" variant="h6" component="h2">
              {translate('app.history.node_title')}
            </Typography>
          }
          action={<HistoryWindowToggle value={range} onChange={setRange} />}
        />
        <Stack spacing={3}>
          <ThroughputChart series={series} title="app.history.throughput" />
          <StatusTimeline history={status} />
        </Stack>
      </CardContent>
    </Card>
  );
};
