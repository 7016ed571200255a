/** The success toast and SPEC §4's step back a page only when the gateway really answered (isAnswer). */
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { isAnswer } from './gatewayAnswer';
import { useNotifyError } from './useNotifyError';
import { useStepBackAfterDelete } from './useStepBackAfterDelete';

export interface DeleteRecordOptions {
  success: string;
  /** Passed to the data provider (the owning node of nested records). */
  meta?: Record<string, unknown>;
  /** After the answer, whatever it was (closing the confirmation), not when the session ended. */
  onSettled?: () => void;
}

export const useDeleteRecord = (resource: string, { success, meta, onSettled }: DeleteRecordOptions) => {
  const [deleteOne, { isPending }] = useDelete();
  const stepBack = useStepBackAfterDelete();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const remove = (record: RaRecord) =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          if (!isAnswer(data)) return;
          onSettled?.();
          notify(success, { type: 'success' });
          stepBack();
        },
        onError: (error) => {
          onSettled?.();
          notifyError(error);
        },
      },
    );
  return { remove, deleting: isPending };
};
