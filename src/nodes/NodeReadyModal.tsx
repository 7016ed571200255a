/**
 * 'Your Node is Ready': the one-time token, the CLI command (shown with the token masked, copied with the
 * real one) and the WireGuard configuration. Nothing else of the create answer is shown: it may carry key
 * material.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { CopyField, InfoModal } from '../components';
import { DemoTunnelUp } from '../components/DemoControls';
import { links } from '../config';
import { NodeConfigQrCode } from './NodeConfigQrCode';
import { useDownloadConfig } from './useDownloadConfig';

export const cliCommand = (token: string, origin = window.location.origin) =>
  `wiredoor connect --url=${origin} --token=${token}`;

const MASK = 'SECRET';

const ExternalLink = ({ href, children }: { href: string; children: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {children}
  </Link>
);

export const NodeReadyModal = ({ node, onClose }: { node: RaRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const download = useDownloadConfig(node?.id ?? 0);
  const token = typeof node?.token === 'string' ? node.token : '';
  return (
    <InfoModal open={node != null} title="app.nodes.ready.title" onClose={onClose} maxWidth="md">
      <Stack spacing={2}>
        <Typography>{translate('app.nodes.ready.intro')}</Typography>
        <Box component="section" aria-labelledby="node-ready-cli">
          <Typography id="node-ready-cli" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.nodes.ready.cli_title')}
          </Typography>
          <Typography variant="body2">
            <ExternalLink href={links.cliRepository}>{translate('app.nodes.ready.cli_link')}</ExternalLink>
          </Typography>
          <CopyField label="app.nodes.ready.token" value={token} />
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('app.nodes.ready.token_note')}
          </Alert>
          <CopyField label="app.nodes.ready.terminal" value={cliCommand(MASK)} copyValue={cliCommand(token)} multiline />
          <Typography variant="body2" color="text.secondary">
            {translate('app.nodes.ready.config_note')}
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="node-ready-wireguard">
          <Typography id="node-ready-wireguard" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.nodes.ready.wireguard_title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <ExternalLink href={links.wireguardInstall}>{translate('app.nodes.ready.wireguard_link')}</ExternalLink>
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={download.isPending}
            disabled={node == null}
            onClick={() => download.mutate()}
          >
            {translate('app.nodes.ready.download')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.nodes.ready.import_note')}
          </Typography>
          {node && (
            <Box sx={{ mt: 2 }}>
              <NodeConfigQrCode node={node} />
            </Box>
          )}
        </Box>
        {/* Demo builds only: a new node's tunnel, brought up as its owner would. */}
        {node && !node.isLocal && <DemoTunnelUp node={{ id: node.id, name: String(node.name ?? '') }} />}
      </Stack>
    </InfoModal>
  );
};
