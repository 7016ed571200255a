/**
 * The items of "Needs attention" (attention.ts) as the panel lists them, by kind: each a link to its
 * node and a sentence in words; the node kinds also link to the inventory filtered by their flag.
 */
import CloudOffIcon from '@mui/icons-material/CloudOff';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeartOutlined';
import SpeedIcon from '@mui/icons-material/Speed';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Link } from '@mui/material';
import { format as formatTime, isSameDay } from 'date-fns';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { useFormat } from '../components';
import { TruncatedText } from '../components/TruncatedText';
import { nodeStateLabel } from '../providers/nodeState';
import type { Attention } from './attention';

export interface AttentionItem {
  key: string;
  icon: ReactElement;
  primary: ReactNode;
  secondary: string;
}

export interface AttentionGroup {
  kind: string;
  items: AttentionItem[];
  /** Where the whole list of this kind is, if anywhere. */
  more?: string;
}

/** A link to the item's node; a long name is cut to the panel, whole in a tooltip. */
const NodeLink = ({ id, text }: { id: number; text: string }) => (
  <TruncatedText text={text} maxWidth="100%" sx={{ fontWeight: 500 }}>
    {(label) => (
      <Link component={RouterLink} to={appRoutes.node(id)}>
        {label}
      </Link>
    )}
  </TruncatedText>
);

export const useAttentionGroups = (attention: Attention | null, now: number): AttentionGroup[] => {
  const translate = useTranslate();
  const format = useFormat();
  const moment = (at: number) => (isSameDay(at, now) ? formatTime(at, 'HH:mm') : format.dateTime(at));
  return attention
    ? [
        {
          kind: 'offline',
          more: appRoutes.exposure({ flag: 'node_offline' }),
          items: attention.offlineNodes.map((node) => ({
            key: `offline-${node.nodeId}`,
            icon: <CloudOffIcon color="error" aria-hidden />,
            primary: <NodeLink id={node.nodeId} text={node.nodeName} />,
            secondary: translate('app.home.attention.offline_node', { smart_count: node.services, status: translate(nodeStateLabel('offline')) }),
          })),
        },
        {
          kind: 'disconnected',
          more: appRoutes.exposure({ flag: 'node_disconnected' }),
          items: attention.disconnectedNodes.map((node) => ({
            key: `disconnected-${node.nodeId}`,
            icon: <LinkOffIcon color="error" aria-hidden />,
            primary: <NodeLink id={node.nodeId} text={node.nodeName} />,
            secondary: translate('app.home.attention.disconnected_node', { smart_count: node.services, status: translate(nodeStateLabel('disconnected')) }),
          })),
        },
        {
          kind: 'backends',
          items: attention.failingBackends.map(({ row, since, outcome }) => ({
            key: `backend-${row.id}`,
            icon: <MonitorHeartIcon color="error" aria-hidden />,
            primary: <NodeLink id={row.nodeId} text={row.name} />,
            secondary: translate('app.health.attention.backend', {
              kind: row.kind,
              node: row.nodeName || translate('app.exposure.node_id', { id: row.nodeId }),
              since: moment(since),
              reason: translate(`app.health.attention.reason_${outcome}`),
            }),
          })),
        },
        {
          kind: 'tunnels',
          items: attention.slowTunnels.map((node) => ({
            key: `tunnel-${node.nodeId}`,
            icon: <SpeedIcon color="warning" aria-hidden />,
            primary: <NodeLink id={node.nodeId} text={node.nodeName} />,
            secondary: translate('app.health.attention.tunnel', { ms: Math.round(node.ms), smart_count: node.services }),
          })),
        },
        {
          kind: 'tokens',
          items: attention.expiringTokens.map(({ token, nodeName, expiresAt }) => ({
            key: `token-${token.nodeId}-${token.id}`,
            icon: <KeyIcon color="warning" aria-hidden />,
            primary: <NodeLink id={token.nodeId} text={translate('app.home.attention.token', { name: token.name })} />,
            secondary: translate('app.home.attention.token_expiring', {
              node: nodeName || translate('app.exposure.node_id', { id: token.nodeId }),
              time: format.duration(expiresAt - now),
              date: format.dateTime(expiresAt),
            }),
          })),
        },
        {
          kind: 'services',
          items: attention.expiringServices.map(({ row, expiresAt }) => ({
            key: `service-${row.id}`,
            icon: <TimerIcon color="info" aria-hidden />,
            primary: <NodeLink id={row.nodeId} text={row.name} />,
            secondary: translate('app.home.attention.service_expiring', {
              kind: row.kind,
              node: row.nodeName || translate('app.exposure.node_id', { id: row.nodeId }),
              time: format.duration(expiresAt - now),
            }),
          })),
        },
      ]
    : [];
};
