/**
 * SPEC's node type badge: Local (orange), Gateway (sky) or Node (green), each with its tooltip text.
 * The text describes the badge (its accessible description, as MUI's tooltip with describeChild gives
 * it: the title while closed, the tooltip while open). The tooltip itself (MUI's, which renders twice as
 * it mounts) is built when the badge is first pointed at or focused, inside the badge, so that a page
 * of rows does not build one per row before its first paint, and the badge is never replaced (the
 * focus stays on it).
 */
import { Chip, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { GatewayNetwork } from '../api/types';
import { useOpenedOnce } from './useOpenedOnce';

export interface NodeTypeBadgeProps {
  node: { isLocal?: boolean; isGateway?: boolean; gatewayNetworks?: GatewayNetwork[] | null };
  /** Show only the Gateway badge (details header): nothing for local and plain nodes. */
  gatewayOnly?: boolean;
}

/** "eth0: 192.168.1.0/24, eth1: 10.1.0.0/16" */
export const formatNetworks = (networks: GatewayNetwork[] | null | undefined): string =>
  (networks ?? []).map((network) => `${network.interface}: ${network.subnet}`).join(', ');

/** The badge is the tooltip's frame: its anchor covers it. */
const Badge = styled(Chip)({ position: 'relative' });

const TooltipAnchor = styled('span')({ position: 'absolute', inset: 0, borderRadius: 'inherit', pointerEvents: 'none' });

export const NodeTypeBadge = ({ node, gatewayOnly }: NodeTypeBadgeProps) => {
  const translate = useTranslate();
  const tooltipId = useId();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = pointed || focused;
  const tooltipBuilt = useOpenedOnce(open);
  const kind = node.isLocal ? 'local' : node.isGateway ? 'gateway' : 'node';
  if (gatewayOnly && kind !== 'gateway') return null;
  const color = kind === 'local' ? 'warning' : kind === 'gateway' ? 'info' : 'success';
  const tooltip = translate(`app.nodes.type.${kind}_tooltip`, { networks: formatNetworks(node.gatewayNetworks) });
  return (
    <Badge
      label={
        <>
          {translate(`app.nodes.type.${kind}`)}
          {tooltipBuilt && (
            <Tooltip
              id={tooltipId}
              title={tooltip}
              open={open}
              // Escape closes it, as MUI's own does.
              onClose={() => {
                setPointed(false);
                setFocused(false);
              }}
              describeChild
              disableHoverListener
              disableFocusListener
              disableTouchListener
            >
              <TooltipAnchor aria-hidden />
            </Tooltip>
          )}
        </>
      }
      color={color}
      size="small"
      variant="outlined"
      tabIndex={0}
      title={open ? undefined : tooltip}
      aria-describedby={open ? tooltipId : undefined}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
};
