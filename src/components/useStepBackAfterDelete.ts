/** SPEC §4 Paging, the one rule for every list and card. */
import { useCallback } from 'react';
import { useListContext } from 'react-admin';

export const useStepBackAfterDelete = () => {
  const { data, page, setPage } = useListContext();
  return useCallback(() => {
    if (page > 1 && (data?.length ?? 0) <= 1) setPage(page - 1);
  }, [data, page, setPage]);
};
