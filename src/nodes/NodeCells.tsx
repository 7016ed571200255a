/** The nodes list's cells: live status, handshake and traffic (each subscribed to its own row), row menu. */
import { Box, Chip, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { RowActionsMenu, useFormat, useStepBackAfterDelete } from '../components';
import { NodeStatusDot } from '../components/NodeStatusDot';
import { NodeNameLink } from './NodeNameLink';
import { useNodeListChanges } from './nodeListContext';
import { useNodeActions } from './useNodeActions';
import { useLiveNode } from './useLiveNodes';

export const HiddenLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <Box component="span" sx={visuallyHidden}>{translate(label)}</Box>;
};

export const StatusCell = ({ record }: { record: Node }) => {
  const node = useLiveNode(record);
  return node.isLocal ? null : <NodeStatusDot status={node.status} />;
};

export const HandshakeCell = ({ record }: { record: Node }) => useFormat().relative(useLiveNode(record).latestHandshakeTimestamp);
export const ReceivedCell = ({ record }: { record: Node }) => useFormat().bytes(useLiveNode(record).transferRx);
export const TransmittedCell = ({ record }: { record: Node }) => useFormat().bytes(useLiveNode(record).transferTx);

/** A phone's second line: what the table's handshake and traffic columns say, with their names. */
export const NodeFacts = ({ record }: { record: Node }) => {
  const translate = useTranslate();
  const format = useFormat();
  const node = useLiveNode(record);
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {translate('app.nodes.row.handshake', { value: format.relative(node.latestHandshakeTimestamp) })}
      </Box>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, '& > span': { whiteSpace: 'nowrap' } }}>
        <span>{translate('app.nodes.row.received', { value: format.bytes(node.transferRx) })}</span>
        <span>{translate('app.nodes.row.transmitted', { value: format.bytes(node.transferTx) })}</span>
      </Box>
    </>
  );
};

export const NodeRowMenu = ({ record }: { record: Node }) => {
  const { changed } = useNodeListChanges();
  const stepBack = useStepBackAfterDelete();
  const { actions, dialogs } = useNodeActions(record, { variant: 'row', onChanged: changed, onDeleted: stepBack });
  return (
    <>
      <RowActionsMenu name={record.name} actions={actions} />
      {dialogs}
    </>
  );
};

/**
 * The name, linked to the node's page; a node just created is marked 'New', scrolled into view and
 * given the focus (where the dialog that announced it leaves the user).
 */
export const NodeNameCell = ({ record }: { record: Node }) => {
  const translate = useTranslate();
  const { revealed } = useNodeListChanges();
  const link = useRef<HTMLAnchorElement>(null);
  const isNew = revealed != null && revealed === record.id;
  useEffect(() => {
    if (!isNew) return;
    link.current?.scrollIntoView({ block: 'center' });
    link.current?.focus();
  }, [isNew]);
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <NodeNameLink ref={link} node={record} />
      {isNew && <Chip size="small" color="success" label={translate('app.nodes.new_node')} />}
    </Stack>
  );
};
