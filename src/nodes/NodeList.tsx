/**
 * 'Client / Nodes': the nodes list with its type and status filters (live counts) and 'Add Client'; a node
 * just created is shown and highlighted once its node-ready dialog closes.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { List, ListClasses, SortButton, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { Node } from '../api/types';
import { ListPagination, ListSearchInput, LoadError } from '../components';
import { clearCreatedNode, peekCreatedNode } from './createdNodeHandoff';
import { NodeFormDialog } from './NodeFormDialog';
import { NODE_LIST_FIRST_PAGE } from './nodeListFirstPage';
import { NodeListContext, useNodeListChanges } from './nodeListContext';
import { NodeReadyDialog } from './NodeReadyDialog';
import { NodeStatusFilter } from './NodeStatusFilter';
import { NodeTable } from './NodeTable';
import { NodeTypeFilter } from './NodeTypeFilter';
import { RevealCreatedNode } from './RevealCreatedNode';
import { useFleetCounts } from '../providers/live';
import { useFleetFreshness } from '../components';

/** SPEC §9's 10 rows by default; larger fleets can ask for more. */
const PAGE_SIZES = [NODE_LIST_FIRST_PAGE.pagination.perPage, 25, 50, 100];

const AddClientButton = () => {
  const translate = useTranslate();
  const { addNode } = useNodeListChanges();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={addNode}>
      {translate('app.nodes.add_client')}
    </Button>
  );
};

/**
 * A phone's chips: one line that scrolls sideways (the keyboard scrolls each chip into view), so the toolbar
 * keeps a few lines of the screen, not half of it. `contain: inline-size` stops the chips widening the page.
 */
const PHONE_CHIPS = {
  width: '100%',
  contain: 'inline-size',
  gap: 1,
  flexWrap: 'nowrap',
  overflowX: 'auto',
  pb: 0.5,
  '& .MuiToggleButtonGroup-root': { flexWrap: 'nowrap', flexShrink: 0 },
  '& .MuiToggleButton-root': { whiteSpace: 'nowrap', px: 1.25 },
} as const;

/** The filters and the main action; on phones (no column headers) a sort menu too. */
const NodeListActions = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { filterValues } = useListContext();
  const type = filterValues.type === 'nodes' || filterValues.type === 'gateways' ? filterValues.type : undefined;
  const counts = useFleetCounts(type);
  const { pace, time, interval } = useFleetFreshness();
  const translate = useTranslate();
  const chips = (
    <>
      <NodeTypeFilter />
      <NodeStatusFilter counts={counts} />
    </>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', flexShrink: 0, width: { xs: '100%', sm: 'auto' }, maxWidth: '100%', gap: { xs: 1, sm: 2 }, py: { xs: 0.5, sm: 1 } }}
    >
      {phone ? <Stack direction="row" useFlexGap sx={PHONE_CHIPS}>{chips}</Stack> : chips}
      {pace === 'sampled' && counts && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.nodes.status_filter.as_of', { time, interval })}
        </Typography>
      )}
      {phone && <SortButton fields={['id', 'name', 'isGateway']} />}
      <AddClientButton />
    </Stack>
  );
};

const NodeList = () => {
  const translate = useTranslate();
  const [formOpen, setFormOpen] = useState(false);
  const [ready, setReady] = useState<RaRecord | null>(() => peekCreatedNode());
  const [revealed, setRevealed] = useState<Node | null>(null);
  const addNode = useCallback(() => setFormOpen(true), []);
  const revealedId: Identifier | null = revealed?.id ?? null;
  const changes = useMemo(() => ({ addNode, revealed: revealedId }), [addNode, revealedId]);

  return (
    <NodeListContext.Provider value={changes}>
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('app.nodes.title')}
      </Typography>
      <List
        resource="nodes"
        title="app.nodes.title"
        perPage={NODE_LIST_FIRST_PAGE.pagination.perPage}
        sort={NODE_LIST_FIRST_PAGE.sort}
        filters={<ListSearchInput label={translate('app.nodes.search_label')} />}
        actions={<NodeListActions />}
        pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
        empty={false}
        error={<LoadError />}
        // A large fleet's counts and their reading time are wider than the row beside the search: they wrap.
        sx={{ [`& .${ListClasses.main}`]: { minWidth: 0 }, [`& .${ListClasses.actions}`]: { flexWrap: 'wrap' } }}
      >
        <NodeTable />
        <RevealCreatedNode node={revealed} />
      </List>
      <NodeFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(node, created) => {
          if (created) setReady(node);
        }}
      />
      <NodeReadyDialog
        node={ready}
        onClose={() => {
          clearCreatedNode();
          setRevealed(ready as Node | null);
          setReady(null);
        }}
      />
    </NodeListContext.Provider>
  );
};

export default NodeList;
