/**
 * The nodes list's rows: a table from the tablet up, stacked rows on phones (react-admin's SimpleList
 * pattern). A live frame re-renders only the cells whose values changed (useListLiveNodes, NodeCells).
 */
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, type ReactElement } from 'react';
import { DataTable, DataTableClasses, SimpleList, useListContext, type Identifier } from 'react-admin';
import type { Node } from '../api/types';
import { BulkActionButtons, CompactDataTable, EmptyState, ListEmptyState, searchOnly, WholeListNotice, type FilterDescriber } from '../components';
import { HiddenLabel, LiveText, NodeFacts, NodeFormatProvider, NodeNameCell, NodeRowMenu, StatusCell, StatusWord } from './NodeCells';
import { NodeLastHourCell } from './NodeLastHourCell';
import { NodeStatusAnnouncer } from './NodeStatusAnnouncer';
import { NodeTypeBadge } from '../components/NodeTypeBadge';
import { statusFilter } from '../providers/localFilters';
import { nodeStateLabel } from '../providers/nodeState';
import { isNodeSelectable, nodeBulkActions, nodeName } from './nodeBulkActions';
import { useNodeListChanges } from './nodeListContext';
import { useListLiveNodes } from './useListLiveNodes';
import { LivePageContext } from './livePage';
import { useStatusFilterFollowsFleet } from './useStatusFilterFollowsFleet';

const highlight = { bgcolor: 'action.selected' } as const;
/** A table wider than the screen scrolls inside its wrapper, not the page. */
const scrollSideways = { [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } } as const;
const plain = {} as const;

const useRowSx = () => {
  const { revealed } = useNodeListChanges();
  return useCallback((record: { id: Identifier }) => (record.id === revealed ? highlight : plain), [revealed]);
};

const status = (record: Node) => <StatusCell record={record} />;
const labelledStatus = (record: Node) => <StatusCell record={record} labelled />;
const name = (record: Node) => <NodeNameCell record={record} />;
const type = (record: Node) => <NodeTypeBadge node={record} />;
const handshake = (record: Node) => <LiveText record={record} field="latestHandshakeTimestamp" as="relative" />;
const received = (record: Node) => <LiveText record={record} field="transferRx" as="bytes" />;
const transmitted = (record: Node) => <LiveText record={record} field="transferTx" as="bytes" />;
const lastHour = (record: Node) => <NodeLastHourCell record={record} />;
const menu = (record: Node) => <NodeRowMenu record={record} />;
const statusColumn = (render: (record: Node) => ReactElement) => (
  <DataTable.Col key="status" source="status" label={<HiddenLabel label="app.nodes.fields.status" />} disableSort render={render} sx={{ width: 32, whiteSpace: 'nowrap' }} />
);
/** The columns, made once: the same elements on every render, so no row or cell redraws for nothing. */
const columns = [
  statusColumn(labelledStatus),
  <DataTable.Col key="name" source="name" label="app.nodes.fields.name" render={name} />,
  <DataTable.Col key="type" source="isGateway" label="app.nodes.fields.type" render={type} />,
  <DataTable.Col key="handshake" source="latestHandshakeTimestamp" label="app.nodes.fields.latest_handshake" disableSort render={handshake} />,
  <DataTable.Col key="received" source="transferRx" label="app.nodes.fields.received" disableSort render={received} />,
  <DataTable.Col key="transmitted" source="transferTx" label="app.nodes.fields.transmitted" disableSort render={transmitted} />,
  <DataTable.Col key="last-hour" source="lastHour" label="app.history.last_hour" disableSort render={lastHour} />,
  <DataTable.Col key="actions" label={<HiddenLabel label="app.nodes.fields.actions" />} disableSort align="right" render={menu} />,
];

/**
 * Below the desktop width the last hour's pictures and the word beside each dot give way (the dot keeps it
 * as its name and tooltip): a tablet keeps the row menus on screen.
 */
const narrowColumns = [statusColumn(status), ...columns.slice(1).filter((column) => column.key !== 'last-hour')];

const stackedPrimary = (record: Node) => (
  <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <NodeNameCell record={record} />
    <NodeTypeBadge node={record} />
    <StatusWord record={record} />
  </Stack>
);
const stackedSecondary = (record: Node) => <NodeFacts record={record} />;

const NodeStackedRows = ({ empty }: { empty: ReactElement }) => (
  <SimpleList<Node>
    rowClick={false}
    empty={empty}
    leftIcon={status}
    primaryText={stackedPrimary}
    secondaryText={stackedSecondary}
    rightIcon={menu}
    rowSx={useRowSx()}
    sx={{ '& .MuiListItemIcon-root': { minWidth: 24 }, '& .MuiListItem-root': { gap: 1, borderBottom: 1, borderColor: 'divider' } }}
  />
);

/** The list's search, node type and state, in words (for the no-match state). */
const describeNodeFilters: FilterDescriber = (values) => [
  ...searchOnly(values),
  ...(values.type === 'nodes' || values.type === 'gateways' ? [{ phrase: 'app.nodes.no_match_filter.type', value: `app.nodes.filter.${values.type}` }] : []),
  ...[...(statusFilter(values.status) ?? [])].map((state) => ({ phrase: 'app.nodes.no_match_filter.status', value: nodeStateLabel(state) })),
];

export const NodeTable = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { addNode } = useNodeListChanges();
  const { data } = useListContext<Node>();
  const page = useListLiveNodes();
  const rowSx = useRowSx();
  useStatusFilterFollowsFleet();
  const empty = (
    <ListEmptyState
      empty={<EmptyState title="app.nodes.empty.title" description="app.nodes.empty.description" actionLabel="app.nodes.empty.action" onAction={addNode} />}
      noMatchTitle="app.nodes.no_match"
      describeFilters={describeNodeFilters}
    />
  );
  return (
    <LivePageContext.Provider value={page}>
      <NodeFormatProvider>
        <WholeListNotice />
        <NodeStatusAnnouncer rows={data} />
        {phone ? (
          <NodeStackedRows empty={empty} />
        ) : (
          <CompactDataTable
            bulkActionButtons={<BulkActionButtons actions={nodeBulkActions} nameOf={nodeName} />}
            isRowSelectable={isNodeSelectable}
            rowClick={false}
            rowSx={rowSx}
            sx={scrollSideways}
            empty={empty}
          >
            {tablet ? narrowColumns : columns}
          </CompactDataTable>
        )}
      </NodeFormatProvider>
    </LivePageContext.Provider>
  );
};
