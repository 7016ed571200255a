/**
 * Enable/disable (custom dataProvider method through react-query's useMutation) and delete of one
 * service, each with SPEC's toast and every failure reported.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useDelete, useListContext, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { Service, ServiceType } from '../api/types';
import { resourceOf } from './serviceKinds';

export const useServiceMutations = (type: ServiceType, service: Service | undefined, done: () => void) => {
  const resource = resourceOf(type);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const list = useListContext();
  const fail = (error: unknown) => {
    done();
    const message = (error as Error)?.message;
    notify(message || 'app.errors.unknown', { type: 'error', messageArgs: { _: message } });
  };

  const toggle = useMutation({
    mutationFn: (enabled: boolean) => dataProvider.setServiceEnabled(resource, service!.nodeId, service!.id, enabled),
    onSuccess: async (_result, enabled) => {
      await queryClient.invalidateQueries({ queryKey: [resource] });
      done();
      notify(enabled ? 'app.services.notify.exposed' : 'app.services.notify.disabled', { type: 'success' });
    },
    onError: fail,
  });

  const [deleteOne, { isPending: deleting }] = useDelete();
  const remove = () =>
    deleteOne(
      resource,
      { id: service!.id, previousData: service, meta: { nodeId: service!.nodeId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          done();
          notify('app.services.notify.deleted', { type: 'success' });
          // The last row of a page beyond the first: go back one page (SPEC §4 Paging).
          if (list.page > 1 && list.data?.length === 1) list.setPage(list.page - 1);
        },
        onError: fail,
      },
    );

  return {
    setEnabled: (enabled: boolean) => toggle.mutate(enabled),
    toggling: toggle.isPending,
    remove,
    deleting,
  };
};
