/** Bulk actions of a services card: Enable Access, Disable Access, Delete. */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PublicIcon from '@mui/icons-material/Public';
import type { Service, ServiceType } from '../api/types';
import type { BulkAction } from '../components';
import { resourceOf } from './serviceKinds';

const texts = (action: 'enable' | 'disable' | 'delete') => ({
  title: `app.services.bulk.${action}.title`,
  description: `app.services.bulk.${action}.description`,
  accept: `app.services.bulk.${action}.accept`,
  done: `app.services.bulk.${action}.done`,
  partial: `app.services.bulk.${action}.partial`,
  skipped: `app.services.bulk.${action}.skipped`,
});

const cache = new Map<ServiceType, BulkAction<Service>[]>();

export const serviceBulkActions = (type: ServiceType): BulkAction<Service>[] => {
  const known = cache.get(type);
  if (known) return known;
  const resource = resourceOf(type);
  const actions: BulkAction<Service>[] = [
    {
      key: 'enable',
      label: 'app.services.action.enable',
      icon: <PublicIcon />,
      variant: 'info',
      applies: (service) => !service.enabled,
      run: (dataProvider, service) => dataProvider.setServiceEnabled(resource, service.nodeId, service.id, true),
      texts: texts('enable'),
    },
    {
      key: 'disable',
      label: 'app.services.action.disable',
      icon: <BlockIcon />,
      variant: 'danger',
      applies: (service) => Boolean(service.enabled),
      run: (dataProvider, service) => dataProvider.setServiceEnabled(resource, service.nodeId, service.id, false),
      texts: texts('disable'),
    },
    {
      key: 'delete',
      label: 'app.services.bulk.delete.label',
      icon: <DeleteIcon />,
      variant: 'danger',
      applies: () => true,
      run: (dataProvider, service) => dataProvider.delete(resource, { id: service.id, previousData: service, meta: { nodeId: service.nodeId } }),
      texts: texts('delete'),
    },
  ];
  cache.set(type, actions);
  return actions;
};

export const serviceName = (service: Service): string => service.name;
