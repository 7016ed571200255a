/**
 * Through react-admin's proxy, so that a 401/403/429 ends the session as everywhere else; the success
 * toast only when the gateway really answered.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { isAnswer, SessionEnded } from './gatewayAnswer';
import { useNotifyError } from './useNotifyError';

export interface GatewayActionOptions<Vars, Data> {
  success?: string | ((data: Data, vars: Vars) => string | undefined);
  onSuccess?: (data: Data, vars: Vars) => unknown;
  /** After success or failure (e.g. closing a confirmation), not when the session ended. */
  onSettled?: () => void;
  /** Keep the answer no longer than a view shows it (react-query's gcTime). */
  gcTime?: number;
  /** The caller shows a failure in place (useErrorText) instead of a toast. */
  quiet?: boolean;
}

export const useGatewayAction = <Vars = void, Data = unknown>(
  run: (dataProvider: ConsoleDataProvider, vars: Vars) => Promise<{ data: Data }>,
  { success, onSuccess, onSettled, gcTime, quiet }: GatewayActionOptions<Vars, Data> = {},
) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation<Data, unknown, Vars>({
    gcTime,
    mutationFn: async (vars) => {
      const result = await run(dataProvider, vars);
      if (!isAnswer(result?.data)) throw new SessionEnded();
      return result.data;
    },
    onSuccess: async (data, vars) => {
      const message = typeof success === 'function' ? success(data, vars) : success;
      if (message) notify(message, { type: 'success' });
      onSettled?.();
      await onSuccess?.(data, vars);
    },
    onError: (error) => {
      if (error instanceof SessionEnded) return;
      onSettled?.();
      if (!quiet) notifyError(error);
    },
  });
};
