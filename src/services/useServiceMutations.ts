/**
 * Enable/disable (a custom data provider method) and delete of one service, each with SPEC's toast,
 * every failure reported, and nothing announced when the refusal ended the session.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceType } from '../api/types';
import { useDeleteRecord, useGatewayAction } from '../components';
import { resourceOf } from './serviceKinds';

export const useServiceMutations = (type: ServiceType, service: Service | undefined, done: () => void) => {
  const resource = resourceOf(type);
  const queryClient = useQueryClient();

  const toggle = useGatewayAction(
    (dataProvider, enabled: boolean) => dataProvider.setServiceEnabled(resource, service!.nodeId, service!.id, enabled),
    {
      success: (_, enabled) => (enabled ? 'app.services.notify.exposed' : 'app.services.notify.disabled'),
      onSettled: done,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource] }),
    },
  );

  const { remove, deleting } = useDeleteRecord(resource, {
    success: 'app.services.notify.deleted',
    meta: { nodeId: service?.nodeId },
    onSettled: done,
  });

  return {
    setEnabled: (enabled: boolean) => toggle.mutate(enabled),
    toggling: toggle.isPending,
    remove: () => service && remove(service),
    deleting,
  };
};
