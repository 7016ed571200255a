/**
 * A list the console read whole (wholeList.ts) is refreshed with the list: when react-admin marks list
 * answers stale (its refresh button, a change made anywhere in the console), the whole lists kept for
 * the next keystrokes are forgotten too, so the next read asks the gateway again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetWholeLists } from './wholeList';

export const useWholeListsFollowRefresh = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'invalidate') forgetWholeLists();
      }),
    [queryClient],
  );
};
