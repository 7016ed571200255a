/**
 * Delete a record (react-admin's useDelete, pessimistic) with the console's feedback: the success toast
 * and follow-up only when the gateway really answered (see isAnswer), failures through useNotifyError.
 */
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { isAnswer } from './gatewayAnswer';
import { useNotifyError } from './useNotifyError';

export interface DeleteRecordOptions {
  /** The success toast (an i18n key). */
  success: string;
  /** Passed to the data provider (the owning node of nested records). */
  meta?: Record<string, unknown>;
  /** After the answer, whatever it was (closing the confirmation), not when the session ended. */
  onSettled?: () => void;
  /** After a delete the gateway confirmed. */
  onDeleted?: () => void;
}

export const useDeleteRecord = (resource: string, { success, meta, onSettled, onDeleted }: DeleteRecordOptions) => {
  const [deleteOne, { isPending }] = useDelete();
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
          onDeleted?.();
        },
        onError: (error) => {
          onSettled?.();
          notifyError(error);
        },
      },
    );
  return { remove, deleting: isPending };
};
