/**
 * The nodes list's rows: a table from the tablet up (sortable by the columns the gateway can order
 * by, selectable for bulk actions), stacked rows on phones (react-admin's SimpleList pattern). Live
 * status, handshake and traffic come from the node list stream (useListLiveNodes).
 */
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { DataTable, SimpleList, useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { BulkActionButtons, EmptyState, WholeListNotice } from '../components';
import { HandshakeCell, HiddenLabel, NodeFacts, NodeNameCell, NodeRowMenu, ReceivedCell, StatusCell, TransmittedCell } from './NodeCells';
import { NodeStatusAnnouncer } from './NodeStatusAnnouncer';
import { NodeTypeBadge } from '../components/NodeTypeBadge';
import { isNodeSelectable, nodeBulkActions, nodeName } from './nodeBulkActions';
import { useNodeListChanges } from './nodeListContext';
import { LiveNodesContext } from './useLiveNodes';
import { useListLiveNodes } from './useListLiveNodes';
import { useStatusFilterFollowsFleet } from './useStatusFilterFollowsFleet';

const highlight = { bgcolor: 'action.selected' } as const;

const NodeStackedRows = ({ empty }: { empty: ReactElement }) => {
  const { revealed } = useNodeListChanges();
  return (
    <SimpleList<Node>
      rowClick={false}
      empty={empty}
      leftIcon={(record) => <StatusCell record={record} />}
      primaryText={(record) => (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <NodeNameCell record={record} />
          <NodeTypeBadge node={record} />
        </Stack>
      )}
      secondaryText={(record) => <NodeFacts record={record} />}
      rightIcon={(record) => <NodeRowMenu record={record} />}
      rowSx={(record) => (record.id === revealed ? highlight : {})}
      sx={{ '& .MuiListItemIcon-root': { minWidth: 24 }, '& .MuiListItem-root': { gap: 1, borderBottom: 1, borderColor: 'divider' } }}
    />
  );
};

export const NodeTable = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { revision, addNode, changed, revealed } = useNodeListChanges();
  const { data } = useListContext<Node>();
  const store = useListLiveNodes(revision);
  useStatusFilterFollowsFleet();
  const empty = <EmptyState title="app.nodes.empty.title" description="app.nodes.empty.description" actionLabel="app.nodes.empty.action" onAction={addNode} />;
  return (
    <LiveNodesContext.Provider value={store}>
      <WholeListNotice />
      <NodeStatusAnnouncer rows={data} store={store} />
      {phone ? (
        <NodeStackedRows empty={empty} />
      ) : (
        <DataTable
          bulkActionButtons={<BulkActionButtons actions={nodeBulkActions} nameOf={nodeName} onChanged={changed} />}
          isRowSelectable={isNodeSelectable}
          rowClick={false}
          rowSx={(record: Node) => (record.id === revealed ? highlight : {})}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
          empty={empty}
        >
          <DataTable.Col source="status" label={<HiddenLabel label="app.nodes.fields.status" />} disableSort render={(record: Node) => <StatusCell record={record} />} sx={{ width: 32 }} />
          <DataTable.Col source="name" label="app.nodes.fields.name" render={(record: Node) => <NodeNameCell record={record} />} />
          <DataTable.Col source="isGateway" label="app.nodes.fields.type" render={(record: Node) => <NodeTypeBadge node={record} />} />
          <DataTable.Col source="latestHandshakeTimestamp" label="app.nodes.fields.latest_handshake" disableSort render={(record: Node) => <HandshakeCell record={record} />} />
          <DataTable.Col source="transferRx" label="app.nodes.fields.received" disableSort render={(record: Node) => <ReceivedCell record={record} />} />
          <DataTable.Col source="transferTx" label="app.nodes.fields.transmitted" disableSort render={(record: Node) => <TransmittedCell record={record} />} />
          <DataTable.Col label={<HiddenLabel label="app.nodes.fields.actions" />} disableSort align="right" render={(record: Node) => <NodeRowMenu record={record} />} />
        </DataTable>
      )}
    </LiveNodesContext.Provider>
  );
};
