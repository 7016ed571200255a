/**
 * Node details: the node's tunnel latency (the gateway's ping, as the fleet's frames carried it) and the
 * backend time of its first HTTP services, over the last hour or day, as consoles checked them.
 */
import { CardHeadingRow } from '../components/CardHeadingRow';
import { Card, CardContent, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { HttpService, Node } from '../api/types';
import { HealthChart } from '../components/charts';
import { HEALTH_WINDOWS, HealthWindowToggle, type HealthWindow } from '../components/HealthWindowToggle';
import { naturalOrder } from '../config';
import { nodeScope, serviceScope, useHealthHistories } from '../providers/history';

/** Lines a chart keeps readable. */
const BACKEND_LINES = 4;
/** A series' name in the legend, summary and table: a name made elsewhere may be 250 characters without a space. */
const LABEL_NAME = 32;
const labelName = (name = '') => (name.length > LABEL_NAME ? `${name.slice(0, LABEL_NAME - 1)}…` : name);

export const NodeHealthCard = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const [range, setRange] = useState<HealthWindow>('hour');
  const { data: services = [] } = useGetList<HttpService>('http_services', { filter: { nodeId: node.id }, pagination: { page: 1, perPage: BACKEND_LINES }, sort: naturalOrder });
  const scopes = [nodeScope(node.id), ...services.map((service) => serviceScope('http', service.id))];
  const histories = useHealthHistories(scopes, HEALTH_WINDOWS[range]);
  const backends = useMemo(
    () => histories.slice(1).map((history, index) => ({ label: translate('app.health.chart.backend_of', { name: labelName(services[index]?.name) }), history })),
    [translate, services, histories],
  );
  return (
    <Card component="section" aria-labelledby="node-health">
      <CardContent>
        <CardHeadingRow
          heading={
            <Typography id="node-health" variant="h6" component="h2">
              {translate('app.health.chart.title')}
            </Typography>
          }
          action={<HealthWindowToggle value={range} onChange={setRange} />}
        />
        <HealthChart title="app.health.chart.title" backends={backends} tunnel={histories[0]} />
      </CardContent>
    </Card>
  );
};
