/**
 * The nodes list's cells: live status (re-rendered only when that row's status changes), handshake and
 * traffic (written as text when that row's value changes, without a render), row menu.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createContext, memo, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { RowMenu, RowMenuItem, useFormat, type Formatters } from '../components';
import { ChartFormatProvider } from '../components/charts';
import { NodeStatusDot } from '../components/NodeStatusDot';
import { NodeNameLink } from './NodeNameLink';
import { useNodeListChanges } from './nodeListContext';
import { nodeActions } from './nodeActions';
import { useLiveEvent } from '../providers/live';
import { nodeStateLabel } from '../providers/nodeState';
import { liveValueOf, useLivePage, useLiveState, useLiveValue } from './livePage';

export const HiddenLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <Box component="span" sx={visuallyHidden}>{translate(label)}</Box>;
};

/** The list's formatters, made once for all its cells rather than by hooks in every cell. */
export const NodeFormatContext = createContext<Formatters | null>(null);

const useListFormat = (): Formatters => {
  const format = useContext(NodeFormatContext);
  if (!format) throw new Error('node cells render inside a NodeFormatContext');
  return format;
};

/** The live state's dot; `labelled`, with its word beside it. */
export const StatusCell = memo(function StatusCell({ record, labelled = false }: { record: Node; labelled?: boolean }) {
  return <NodeStatusDot state={useLiveState(record)} labelled={labelled} />;
});

/** A phone row's live state in words, beside its name (the dot at the row's start says it to screen readers). */
export const StatusWord = memo(function StatusWord({ record }: { record: Node }) {
  const translate = useTranslate();
  const state = useLiveState(record);
  if (!state) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" aria-hidden="true">
      {translate(nodeStateLabel(state))}
    </Typography>
  );
});

/**
 * A live figure of a row, as text: React renders it once, then this row's store listener writes each changed
 * value straight into the span. Every online row's traffic moves each second, and a text write is far cheaper
 * than a React update of each of those cells.
 */
export const LiveText = memo(function LiveText({ record, field, as }: { record: Node; field: 'latestHandshakeTimestamp' | 'transferRx' | 'transferTx'; as: 'relative' | 'bytes' }) {
  const format = useListFormat()[as];
  const span = useRef<HTMLSpanElement>(null);
  const shown = useRef<unknown>(undefined);
  const current = useLiveEvent(useLivePage(), (rows) => {
    // A frame tells every row: only this row's changed value is formatted and written.
    const value = liveValueOf(rows, record, field);
    if (value === shown.current) return;
    shown.current = value;
    const next = format(value);
    // React set the span's text from its children; it does the same on its next render.
    if (span.current && span.current.textContent !== next) span.current.textContent = next;
  });
  const value = liveValueOf(current(), record, field);
  shown.current = value;
  return <span ref={span}>{format(value)}</span>;
});

/** A phone's second line: what the table's handshake and traffic columns say, with their names. */
export const NodeFacts = ({ record }: { record: Node }) => {
  const translate = useTranslate();
  const format = useListFormat();
  const handshake = useLiveValue(record, 'latestHandshakeTimestamp');
  const received = useLiveValue(record, 'transferRx');
  const transmitted = useLiveValue(record, 'transferTx');
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {translate('app.nodes.row.handshake', { value: format.relative(handshake) })}
      </Box>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, '& > span': { whiteSpace: 'nowrap' } }}>
        <span>{translate('app.nodes.row.received', { value: format.bytes(received) })}</span>
        <span>{translate('app.nodes.row.transmitted', { value: format.bytes(transmitted) })}</span>
      </Box>
    </>
  );
};

/** The formatters for the cells below, the last-hour pictures' included. */
export const NodeFormatProvider = ({ children }: { children: ReactNode }) => (
  <NodeFormatContext.Provider value={useFormat()}>
    <ChartFormatProvider>{children}</ChartFormatProvider>
  </NodeFormatContext.Provider>
);

/** A row's menu (RowMenu: its items mount when it opens, an action's dialog when it is chosen). */
export const NodeRowMenu = ({ record }: { record: Node }) => {
  const action = nodeActions(record);
  const remote = !record.isLocal;
  return (
    <RowMenu name={record.name}>
      <RowMenuItem {...action.view} />
      {remote && <RowMenuItem {...action.edit} />}
      <RowMenuItem {...action.exposeHttp} />
      <RowMenuItem {...action.exposeTcp} />
      {remote && <RowMenuItem {...action.download} />}
      {remote && <RowMenuItem {...action.toggle} />}
      {remote && <RowMenuItem {...action.delete} />}
    </RowMenu>
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
  const nameLink = <NodeNameLink ref={link} node={record} />;
  // The row beside the mark only while there is one: a list of rows pays for a wrapper per row.
  if (!isNew) return nameLink;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {nameLink}
      <Chip size="small" color="success" label={translate('app.nodes.new_node')} />
    </Stack>
  );
};
