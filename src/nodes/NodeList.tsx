/**
 * 'Client / Nodes': search, View All / Nodes / Gateways, 'Add Client', 10 rows a page, live status,
 * handshake and traffic from the node list stream, and each row's actions menu.
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactElement } from 'react';
import { DataTable, List, SearchInput, SimpleList, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { Node } from '../api/types';
import { EmptyState, ListPagination, LoadError, RowActionsMenu, useFormat, useStepBackAfterDelete } from '../components';
import { NodeStatusDot, isNodeStatus } from '../components/NodeStatusDot';
import { NodeTypeBadge } from '../components/NodeTypeBadge';
import { constants } from '../config';
import { clearCreatedNode, peekCreatedNode } from './createdNodeHandoff';
import { NodeFormDialog } from './NodeFormDialog';
import { NodeNameLink } from './NodeNameLink';
import { NodeReadyDialog } from './NodeReadyDialog';
import { NodeStatusFilterChip } from './NodeStatusFilterChip';
import { NodeTypeFilter } from './NodeTypeFilter';
import { useNodeActions } from './useNodeActions';
import type { LiveNodeStore } from './liveNodeStore';
import { LiveNodesContext, useLiveNode, useLiveNodes } from './useLiveNodes';

interface ListChanges {
  /** Moves after every change made from this screen; the live stream reopens on it. */
  revision: number;
  changed: () => void;
  /** Opens the node form for a new node. */
  addNode: () => void;
}

const ListChangesContext = createContext<ListChanges>({ revision: 0, changed: () => undefined, addNode: () => undefined });

const HiddenLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <Box component="span" sx={visuallyHidden}>{translate(label)}</Box>;
};

const StatusCell = ({ record }: { record: Node }) => {
  const node = useLiveNode(record);
  return node.isLocal ? null : <NodeStatusDot status={node.status} />;
};

/**
 * A polite live region saying when a listed node's status changes (from the stream or after an
 * action); the statuses seen on arrival or on a new page are not announced.
 */
const NodeStatusAnnouncer = ({ rows, store }: { rows: Node[] | undefined; store: LiveNodeStore }) => {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const known = useRef(new Map<Identifier, unknown>());
  useEffect(() => {
    const check = () => {
      for (const row of rows ?? []) {
        const status = store.get(row.id)?.status ?? row.status;
        const before = known.current.get(row.id);
        known.current.set(row.id, status);
        if (before !== undefined && before !== status && isNodeStatus(status)) {
          setMessage(translate('app.nodes.status.announce_node', { name: row.name, status: translate(`app.nodes.status.${status}`) }));
        }
      }
    };
    check();
    const unsubscribe = (rows ?? []).map((row) => store.subscribe(row.id, check));
    return () => unsubscribe.forEach((stop) => stop());
  }, [rows, store, translate]);
  return (
    <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  );
};

const HandshakeCell = ({ record }: { record: Node }) => useFormat().relative(useLiveNode(record).latestHandshakeTimestamp);
const ReceivedCell = ({ record }: { record: Node }) => useFormat().bytes(useLiveNode(record).transferRx);
const TransmittedCell = ({ record }: { record: Node }) => useFormat().bytes(useLiveNode(record).transferTx);

/** A phone's second line: what the table's handshake and traffic columns say, with their names. */
const NodeFacts = ({ record }: { record: Node }) => {
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

const NodeRowMenu = ({ record }: { record: Node }) => {
  const { changed } = useContext(ListChangesContext);
  const stepBack = useStepBackAfterDelete();
  const { actions, dialogs } = useNodeActions(record, { variant: 'row', onChanged: changed, onDeleted: stepBack });
  return (
    <>
      <RowActionsMenu name={record.name} actions={actions} />
      {dialogs}
    </>
  );
};

const AddClientButton = () => {
  const translate = useTranslate();
  const { addNode } = useContext(ListChangesContext);
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={addNode}>
      {translate('app.nodes.add_client')}
    </Button>
  );
};

const NodeListActions = () => (
  <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', flexShrink: 0, maxWidth: '100%', gap: 2, py: 1 }}>
    <NodeStatusFilterChip />
    <NodeTypeFilter />
    <AddClientButton />
  </Stack>
);

/** Phones get stacked rows (react-admin's SimpleList pattern): the name, type and menu stay on screen. */
const NodeStackedRows = ({ empty }: { empty: ReactElement }) => (
  <SimpleList<Node>
    rowClick={false}
    empty={empty}
    leftIcon={(record) => <StatusCell record={record} />}
    primaryText={(record) => (
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <NodeNameLink node={record} />
        <NodeTypeBadge node={record} />
      </Stack>
    )}
    secondaryText={(record) => <NodeFacts record={record} />}
    rightIcon={(record) => <NodeRowMenu record={record} />}
    sx={{ '& .MuiListItemIcon-root': { minWidth: 24 }, '& .MuiListItem-root': { gap: 1, borderBottom: 1, borderColor: 'divider' } }}
  />
);

const NodeTable = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { revision, addNode } = useContext(ListChangesContext);
  const { data, page, perPage, filterValues, meta } = useListContext<Node>();
  const searchUnsupported = Boolean(meta?.searchUnsupported);
  const query = useMemo(
    () => ({
      page,
      limit: perPage,
      type: filterValues.type === 'nodes' || filterValues.type === 'gateways' ? filterValues.type : undefined,
      search: searchUnsupported ? undefined : (filterValues.q as string | undefined),
    }),
    [page, perPage, filterValues.type, filterValues.q, searchUnsupported],
  );
  const store = useLiveNodes(query, data, revision);
  const empty = <EmptyState title="app.nodes.empty.title" description="app.nodes.empty.description" actionLabel="app.nodes.empty.action" onAction={addNode} />;
  return (
    <LiveNodesContext.Provider value={store}>
      {searchUnsupported && (
        <Alert severity="info" sx={{ m: 1 }}>
          {translate('app.errors.search_unsupported')}
        </Alert>
      )}
      <NodeStatusAnnouncer rows={data} store={store} />
      {phone ? (
        <NodeStackedRows empty={empty} />
      ) : (
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
          empty={empty}
        >
          <DataTable.Col source="status" label={<HiddenLabel label="app.nodes.fields.status" />} disableSort render={(record: Node) => <StatusCell record={record} />} sx={{ width: 32 }} />
          <DataTable.Col
            source="name"
            label="app.nodes.fields.name"
            disableSort
            render={(record: Node) => <NodeNameLink node={record} />}
          />
          <DataTable.Col source="isGateway" label="app.nodes.fields.type" disableSort render={(record: Node) => <NodeTypeBadge node={record} />} />
          <DataTable.Col source="latestHandshakeTimestamp" label="app.nodes.fields.latest_handshake" disableSort render={(record: Node) => <HandshakeCell record={record} />} />
          <DataTable.Col source="transferRx" label="app.nodes.fields.received" disableSort render={(record: Node) => <ReceivedCell record={record} />} />
          <DataTable.Col source="transferTx" label="app.nodes.fields.transmitted" disableSort render={(record: Node) => <TransmittedCell record={record} />} />
          <DataTable.Col label={<HiddenLabel label="app.nodes.fields.actions" />} disableSort align="right" render={(record: Node) => <NodeRowMenu record={record} />} />
        </DataTable>
      )}
    </LiveNodesContext.Provider>
  );
};

const NodeList = () => {
  const translate = useTranslate();
  const [revision, changed] = useReducer((value: number) => value + 1, 0);
  const [formOpen, setFormOpen] = useState(false);
  const [ready, setReady] = useState<RaRecord | null>(() => peekCreatedNode());
  const addNode = useCallback(() => setFormOpen(true), []);
  const changes = useMemo(() => ({ revision, changed, addNode }), [revision, addNode]);

  return (
    <ListChangesContext.Provider value={changes}>
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('app.nodes.title')}
      </Typography>
      <List
        resource="nodes"
        title="app.nodes.title"
        perPage={constants.pageSize}
        filters={[<SearchInput key="q" source="q" alwaysOn inputProps={{ 'aria-label': translate('app.nodes.search_label') }} />]}
        actions={<NodeListActions />}
        pagination={<ListPagination rowsPerPageOptions={[constants.pageSize]} />}
        empty={false}
        error={<LoadError />}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <NodeTable />
      </List>
      <NodeFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(node, created) => {
          changed();
          if (created) setReady(node);
        }}
      />
      <NodeReadyDialog
        node={ready}
        onClose={() => {
          clearCreatedNode();
          setReady(null);
        }}
      />
    </ListChangesContext.Provider>
  );
};

export default NodeList;
