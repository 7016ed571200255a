import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GatewayNetwork } from '../api/types';
import { LazyTooltip } from './LazyTooltip';

export interface NodeTypeBadgeProps {
  node: { isLocal?: boolean; isGateway?: boolean; gatewayNetworks?: GatewayNetwork[] | null };
  /** Show only the Gateway badge (details header): nothing for local and plain nodes. */
  gatewayOnly?: boolean;
}

/** "eth0: 192.168.1.0/24, eth1: 10.1.0.0/16" */
export const formatNetworks = (networks: GatewayNetwork[] | null | undefined): string =>
  (networks ?? []).map((network) => `${network.interface}: ${network.subnet}`).join(', ');

export const NodeTypeBadge = ({ node, gatewayOnly }: NodeTypeBadgeProps) => {
  const translate = useTranslate();
  const kind = node.isLocal ? 'local' : node.isGateway ? 'gateway' : 'node';
  if (gatewayOnly && kind !== 'gateway') return null;
  const color = kind === 'local' ? 'warning' : kind === 'gateway' ? 'info' : 'success';
  const tooltip = translate(`app.nodes.type.${kind}_tooltip`, { networks: formatNetworks(node.gatewayNetworks) });
  return (
    <LazyTooltip title={tooltip} describeChild>
      <Chip label={translate(`app.nodes.type.${kind}`)} color={color} size="small" variant="outlined" tabIndex={0} />
    </LazyTooltip>
  );
};
