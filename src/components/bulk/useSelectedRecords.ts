/**
 * A list opens with nothing selected: react-admin would restore an earlier visit's selection, naming
 * records this screen has not seen and could not name in a confirmation.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';

export const useSelectedRecords = <R extends RaRecord>(): R[] => {
  const { data, selectedIds, onUnselectItems } = useListContext<R>();
  const seen = useRef(new Map<Identifier, R>());

  useEffect(() => {
    onUnselectItems();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useMemo(() => {
    for (const record of data ?? []) seen.current.set(record.id, record);
    return selectedIds.map((id) => seen.current.get(id)).filter((record): record is R => record !== undefined);
  }, [data, selectedIds]);
};
