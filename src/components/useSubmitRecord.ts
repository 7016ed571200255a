/**
 * Create (POST) or edit (PATCH) from a form modal, pessimistically: the modal closes only on success,
 * 422 field errors are handed back to the form, and any other failure is notified with its message.
 */
import { useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { SubmitResult } from './FormModal';

interface Options {
  record?: Partial<RaRecord>;
  meta?: Record<string, unknown>;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  onSuccess: (data: RaRecord, created: boolean) => void;
}

export const useSubmitRecord = (resource: string, { record, meta, transform = (v) => v, onSuccess }: Options) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const editing = record?.id != null;

  return async (values: Record<string, unknown>): Promise<SubmitResult> => {
    const data = transform(values);
    try {
      const saved = editing
        ? await update(resource, { id: record!.id, data, previousData: record, meta }, { mutationMode: 'pessimistic', returnPromise: true })
        : await create(resource, { data, meta }, { returnPromise: true });
      onSuccess(saved as RaRecord, !editing);
      return undefined;
    } catch (error) {
      const failure = error as { status?: number; message?: string; body?: { errors?: Record<string, unknown> } };
      if (failure.status === 422 && failure.body?.errors) {
        notify('ra.message.invalid_form', { type: 'error' });
        return failure.body.errors;
      }
      const message = failure.message || 'app.errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return {};
    }
  };
};
