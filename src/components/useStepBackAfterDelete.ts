/**
 * SPEC §4 Paging: after deleting the last row of a page beyond the first, the list goes back one page.
 * The one rule for every list and card (read from the surrounding list context).
 */
import { useCallback } from 'react';
import { useListContext } from 'react-admin';

export const useStepBackAfterDelete = () => {
  const { data, page, setPage } = useListContext();
  return useCallback(() => {
    if (page > 1 && (data?.length ?? 0) <= 1) setPage(page - 1);
  }, [data, page, setPage]);
};
