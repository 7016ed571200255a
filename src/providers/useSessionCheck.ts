/**
 * Whether a stream error means the session is over: EventSource reports a 401 like any failure, so one
 * cheap call goes through react-admin's data provider and its checkError decides, as for any other call.
 */
import { useCallback, useRef } from 'react';
import { useDataProvider } from 'react-admin';

/** One check for the whole console at a time: several streams failing together need one answer. */
let inFlight: Promise<unknown> | null = null;

const CHEAPEST_LIST = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

export const useSessionCheck = (): (() => void) => {
  const dataProvider = useDataProvider();
  // The proxy is rebuilt when react-admin's context changes; streams keep the callback they were given.
  const latest = useRef(dataProvider);
  latest.current = dataProvider;
  return useCallback(() => {
    if (inFlight) return;
    inFlight = latest.current
      .getList('nodes', CHEAPEST_LIST)
      // Not a session matter (network down, 500): the proxy has already done what react-admin does.
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
  }, []);
};
