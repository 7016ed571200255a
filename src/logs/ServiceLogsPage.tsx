/** The service's name is fetched for the heading only; the stream does not wait for it. */
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { NotFound } from '../components/NotFound';
import { LogsScreen } from './LogsScreen';

type ServiceType = 'http' | 'tcp';

const isServiceType = (value: string): value is ServiceType => value === 'http' || value === 'tcp';

const ServiceLogs = ({ nodeId, type, id }: { nodeId: string; type: ServiceType; id: string }) => {
  const translate = useTranslate();
  const { data: service } = useGetOne(`${type}_services`, { id, meta: { nodeId } }, { retry: false });
  const query = useMemo(() => ({ type, id: Number(id) }), [type, id]);
  const typeLabel = type.toUpperCase();
  const name = typeof service?.name === 'string' && service.name !== '' ? service.name : `#${id}`;
  return (
    <LogsScreen
      trail={[
        { label: translate('app.logs.breadcrumb.nodes'), to: appRoutes.nodes() },
        { label: translate('app.logs.breadcrumb.services', { type: typeLabel }), to: appRoutes.node(nodeId) },
      ]}
      heading={translate('app.logs.heading.service', { type: typeLabel, name })}
      query={query}
      fileBaseName={[`node${nodeId}`, `${type}${id}`, service?.name].filter(Boolean).join('-')}
    />
  );
};

const ServiceLogsPage = () => {
  const translate = useTranslate();
  const { nodeId = '', type = '', id = '' } = useParams();
  // Node and service ids are numbers in the contract: anything else names no service.
  if (!/^\d+$/.test(nodeId) || !/^\d+$/.test(id)) return <NotFound />;
  if (!isServiceType(type)) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.logs.unknown_type', { type })}
      </Alert>
    );
  }
  return <ServiceLogs key={`${nodeId}/${type}/${id}`} nodeId={nodeId} type={type} id={id} />;
};

export default ServiceLogsPage;
