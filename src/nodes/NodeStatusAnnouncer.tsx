/**
 * A polite live region saying when a listed node's state changes (from the stream or after an
 * action); the states seen on arrival or on a new page are not announced. It renders only when its
 * message changes.
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { Node } from '../api/types';
import { useLiveEvent } from '../providers/live';
import { nodeStateLabel, type NodeState } from '../providers/nodeState';
import { liveStateOf, useLivePage } from './livePage';

export const NodeStatusAnnouncer = ({ rows: rowsShown }: { rows: Node[] | undefined }) => {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const known = useRef(new Map<Identifier, NodeState | null>());
  const check = (rows: Parameters<typeof liveStateOf>[0]) => {
    for (const row of rowsShown ?? []) {
      const state = liveStateOf(rows, row);
      const seen = known.current.has(row.id);
      const before = known.current.get(row.id);
      known.current.set(row.id, state);
      if (seen && before !== state && state) {
        setMessage(translate('app.nodes.status.announce_node', { name: row.name, status: translate(nodeStateLabel(state)) }));
      }
    }
  };
  // Once per frame that changed something, not once per changed row, which would read every row each time.
  const current = useLiveEvent(useLivePage(), check);
  // Rows listed anew (a page, an action's refetch): their states now, announced when they changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => check(current()), [rowsShown, current, translate]);
  return (
    <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  );
};
