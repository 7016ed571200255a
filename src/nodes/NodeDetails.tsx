/**
 * /nodes/{id}: the node's header, live connection table, history, WireGuard QR code, access tokens and
 * services; the local node (SPEC §6) shows only its header and services.
 */
import { Alert, Box, Breadcrumbs, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { DemoTunnelUp } from '../components/DemoControls';
import { TruncatedText } from '../components/TruncatedText';
import { devLog } from '../config';
import { nodeStateOf } from '../providers/nodeState';
import { NodeServiceCards } from '../services';
import { NodeTokensCard } from '../tokens';
import { NodeConfigQrCard } from './NodeConfigQrCard';
import { NodeHeader } from './NodeHeader';
import { NodeHealthCard } from './NodeHealthCard';
import { NodeHistoryCard } from './NodeHistoryCard';
import { NodeInfoTable } from './NodeInfoTable';
import { NodeStreamStopped } from './NodeStreamStopped';
import { useNodeLive } from './useNodeLive';

/** A node whose tunnel has never come up: offline (enabled, no tunnel) and never a handshake. */
const awaitsTunnel = (node: Node) => nodeStateOf(node) === 'offline' && !node.latestHandshakeTimestamp;

/** The details of a node (or why there are none), with its live stream on top of the record. */
const NodeDetailsPage = ({ record, isPending, error }: { record?: Node; isPending: boolean; error: unknown }) => {
  const translate = useTranslate();
  const stream = useNodeLive(record, Boolean(record && !record.isLocal));
  const node = record && stream.runtime ? { ...record, ...stream.runtime } : record;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={node?.name ?? 'app.nodes.title'} />
      <Breadcrumbs aria-label={translate('app.nodes.details.breadcrumb')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={appRoutes.nodes()} underline="hover" color="inherit">
          {translate('app.nodes.title')}
        </Link>
        {node && (
          <TruncatedText text={node.name}>
            {(name) => (
              <Typography component="span" color="text.primary" aria-current="page">
                {name}
              </Typography>
            )}
          </TruncatedText>
        )}
      </Breadcrumbs>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error || !node ? (
        <Alert severity="error">{translate('app.nodes.details.not_found')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <NodeHeader node={node} />
              {!node.isLocal && (
                <Box sx={{ mt: 2 }}>
                  <NodeInfoTable node={node} />
                  <NodeStreamStopped stream={stream} />
                  {/* Demo builds only: the tunnel brought up as the node's owner would. */}
                  {awaitsTunnel(node) && <DemoTunnelUp node={node} />}
                </Box>
              )}
            </CardContent>
          </Card>
          {!node.isLocal && <NodeHistoryCard node={node} />}
          {!node.isLocal && <NodeHealthCard node={node} />}
          <NodeConfigQrCard node={node} />
          {!node.isLocal && <NodeTokensCard node={node} />}
          <NodeServiceCards node={node} />
        </Stack>
      )}
    </Box>
  );
};

const NodeDetailsView = () => {
  const { record, isPending, error } = useShowContext<Node>();
  return <NodeDetailsPage record={record} isPending={isPending} error={error} />;
};

const NodeDetails = () => {
  const { id = '' } = useParams<{ id: string }>();
  // Node ids are numbers in the contract: anything else names no node.
  if (!/^\d+$/.test(id)) return <NodeDetailsPage isPending={false} error />;
  return (
    // SPEC §8: a failed single-item fetch is logged and shows nothing (no retries, no redirect).
    <ShowBase resource="nodes" id={Number(id)} queryOptions={{ onError: (failure) => devLog('node fetch failed', failure) }}>
      <NodeDetailsView />
    </ShowBase>
  );
};

export default NodeDetails;
