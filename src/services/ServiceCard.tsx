/** One services card (HTTP or TCP) of a node or a domain; a service is added on its node's page only. */
import AddIcon from '@mui/icons-material/Add';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Card, CardContent, CardHeader, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Button, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Domain, Node, ServiceType } from '../api/types';
import { appRoutes } from '../appRoutes';
import { BulkActionButtons, CompactDataTable, EmptyState, LoadError } from '../components';
import { ChartFormatProvider } from '../components/charts';
import { constants, naturalOrder } from '../config';
import { ServiceIngressField, ServiceNameField } from './ServiceFields';
import { serviceBulkActions, serviceName } from './serviceBulkActions';
import { ServiceRowActions } from './ServiceRowActions';
import { cardTitle, resourceOf } from './serviceKinds';

export type ServiceCardProps = { type: ServiceType } & (
  | { node: Node; onAdd: () => void; domain?: never }
  | { domain: Domain; node?: never; onAdd?: never }
);

const emptyTitle: Record<ServiceType, string> = {
  http: 'app.services.empty.http_title',
  tcp: 'app.services.empty.tcp_title',
};

export const ServiceCard = ({ type, node, domain, onAdd }: ServiceCardProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // A phone keeps its width for the service itself: no selection column (bulk actions from the tablet up).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const title = translate(cardTitle[type]);
  const empty = node ? (
    <EmptyState
      icon={<CloudOffIcon />}
      title={emptyTitle[type]}
      description={`app.services.empty.node_${type}_description`}
      actionLabel="app.services.card.add"
      onAction={onAdd}
    />
  ) : (
    <EmptyState
      icon={<CloudOffIcon />}
      title={emptyTitle[type]}
      description={`app.services.empty.domain_${type}_description`}
      actionLabel="app.services.empty.go_to_nodes"
      onAction={() => navigate(appRoutes.nodes())}
    />
  );

  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        }
        action={onAdd && <Button label="app.services.card.add" onClick={onAdd} variant="outlined"><AddIcon /></Button>}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ px: 0, '&:last-child': { pb: 0 } }}>
        {/* The rows' health strips share one set of formats. */}
        <ChartFormatProvider>
        <ReferenceManyField
          resource={node ? 'nodes' : 'domains'}
          reference={resourceOf(type)}
          record={node ?? domain}
          target={node ? 'nodeId' : 'domain'}
          source={node ? 'id' : 'domain'}
          perPage={constants.cardPageSize}
          sort={naturalOrder}
          pagination={<Pagination rowsPerPageOptions={[]} />}
          error={<LoadError />}
        >
          {/* The empty state sits on the table: on the field, react-admin would hide it once `error` is set. */}
          <CompactDataTable
            bulkActionButtons={phone ? false : <BulkActionButtons actions={serviceBulkActions(type)} nameOf={serviceName} />}
            rowClick={false}
            empty={empty}
          >
            {phone ? (
              // A phone gives the addresses the card's width, under the name: beside it they would be cut.
              <CompactDataTable.Col label="app.services.fields.name">
                <Stack spacing={1}>
                  <ServiceNameField type={type} node={node} />
                  <ServiceIngressField type={type} />
                </Stack>
              </CompactDataTable.Col>
            ) : (
              <CompactDataTable.Col label="app.services.fields.name">
                <ServiceNameField type={type} node={node} />
              </CompactDataTable.Col>
            )}
            {!phone && (
              <CompactDataTable.Col label="app.services.fields.ingress">
                <ServiceIngressField type={type} />
              </CompactDataTable.Col>
            )}
            <CompactDataTable.Col label="app.services.fields.actions">
              <ServiceRowActions type={type} node={node} />
            </CompactDataTable.Col>
          </CompactDataTable>
        </ReferenceManyField>
        </ChartFormatProvider>
      </CardContent>
    </Card>
  );
};
