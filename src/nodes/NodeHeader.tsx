/** Node details header: status (announced politely), name, Gateway badge, IP, subnets and the actions menu. */
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { RowActionsMenu } from '../components';
import { NodeStatusDot, isNodeStatus } from '../components/NodeStatusDot';
import { NodeTypeBadge, formatNetworks } from '../components/NodeTypeBadge';
import { nodeDetailsActions } from './nodeActions';

/**
 * The status to show. The reference answers a disabled node (GET /nodes/{id} and its stream) without
 * runtime fields, `status` included (API-FACTS §5.3, §6.2); a disabled node is offline (§8, rule 1).
 */
const shownStatus = (node: Node): Node['status'] => (node.status == null && node.enabled === false ? 'offline' : node.status);

export const NodeHeader = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const networks = node.isGateway ? formatNetworks(node.gatewayNetworks) : '';
  const nodeStatus = shownStatus(node);
  const status = isNodeStatus(nodeStatus) ? translate(`app.nodes.status.${nodeStatus}`) : '';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      {/* A long name or interface wraps within the card (a word longer than the line is broken). */}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {!node.isLocal && <NodeStatusDot status={nodeStatus} size={12} />}
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
