/**
 * Bulk actions of the nodes list: Connect, Disconnect, Delete. None applies to the local node (SPEC §6),
 * which cannot be selected anyway; Connect only changes disconnected nodes, Disconnect connected ones.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { Node } from '../api/types';
import type { BulkAction } from '../components';

const texts = (action: 'connect' | 'disconnect' | 'delete') => ({
  title: `app.nodes.bulk.${action}.title`,
  description: `app.nodes.bulk.${action}.description`,
  accept: `app.nodes.bulk.${action}.accept`,
  done: `app.nodes.bulk.${action}.done`,
  partial: `app.nodes.bulk.${action}.partial`,
  skipped: `app.nodes.bulk.${action}.skipped`,
});

export const isNodeSelectable = (node: Node): boolean => !node.isLocal;

export const nodeBulkActions: BulkAction<Node>[] = [
  {
    key: 'connect',
    label: 'app.nodes.menu.connect',
    icon: <LinkIcon />,
    variant: 'success',
    applies: (node) => !node.isLocal && !node.enabled,
    run: (dataProvider, node) => dataProvider.setNodeEnabled(node.id, true),
    texts: texts('connect'),
  },
  {
    key: 'disconnect',
    label: 'app.nodes.menu.disconnect',
    icon: <LinkOffIcon />,
    variant: 'danger',
    applies: (node) => !node.isLocal && Boolean(node.enabled),
    run: (dataProvider, node) => dataProvider.setNodeEnabled(node.id, false),
    texts: texts('disconnect'),
  },
  {
    key: 'delete',
    label: 'app.nodes.bulk.delete.label',
    icon: <DeleteIcon />,
    variant: 'danger',
    applies: (node) => !node.isLocal,
    run: (dataProvider, node) => dataProvider.delete('nodes', { id: node.id, previousData: node }),
    // The gateway deletes a node's HTTP and TCP services with it (API-FACTS §7, cascade): the confirmation says so.
    texts: { ...texts('delete'), description: 'app.nodes.bulk.delete.with_services' },
  },
];

export const nodeName = (node: Node): string => node.name;
