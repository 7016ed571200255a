/** Node details header: state (announced politely), name, Gateway badge, IP, subnets and the actions menu. */
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { RowActionsMenu } from '../components';
import { NodeStatusDot } from '../components/NodeStatusDot';
import { NodeTypeBadge, formatNetworks } from '../components/NodeTypeBadge';
import { nodeStateLabel, nodeStateOf } from '../providers/nodeState';
import { nodeDetailsActions } from './nodeActions';

/**
 * The state is the nodes list's: a disabled node, which the reference answers without runtime fields
 * (GET /nodes/{id} and its stream, API-FACTS §5.3, §6.2), is disconnected.
 */
export const NodeHeader = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const networks = node.isGateway ? formatNetworks(node.gatewayNetworks) : '';
  const state = nodeStateOf(node);
  const status = state ? translate(nodeStateLabel(state)) : '';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      {/* A long name or interface wraps within the card (a word longer than the line is broken). */}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <NodeStatusDot state={state} size={12} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, minWidth: 0 }}>
            {node.name}
          </Typography>
          <NodeTypeBadge node={node} gatewayOnly />
        </Stack>
        {!node.isLocal && (
          <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
            {status && translate('app.nodes.status.announce', { status })}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.nodes.details.ip', { address: node.address })}
        </Typography>
        {networks && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.nodes.details.subnet', { networks })}
          </Typography>
        )}
      </Box>
      {/* Nothing that would change the gateway's own node. */}
      {!node.isLocal && <RowActionsMenu name={node.name} actions={nodeDetailsActions(node)} />}
    </Stack>
  );
};
