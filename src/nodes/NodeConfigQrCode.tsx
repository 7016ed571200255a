/**
 * The node's WireGuard configuration as a QR code for the WireGuard mobile apps. It carries the
 * node's private key, so it stays hidden behind a button that says so, and hiding it drops the image.
 * The local node has no configuration (SPEC §6): nothing is shown for it.
 */
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useId } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useErrorText } from '../components';
import { useNodeConfigQrCode } from './useNodeConfigQrCode';

export interface NodeConfigQrCodeProps {
  node: { id: Identifier; name?: string; isLocal?: boolean };
}

/** Shown at this size on screen; the SVG itself scales without blur. */
const DISPLAY_SIZE = 320;

export const NodeConfigQrCode = ({ node }: NodeConfigQrCodeProps) => {
  const translate = useTranslate();
  const warningId = useId();
  const errorText = useErrorText();
  const qr = useNodeConfigQrCode(node.id);
  if (node.isLocal) return null;
  const image = qr.data;
  const failure = qr.isError ? errorText(qr.error) : '';

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" id={warningId} sx={{ alignSelf: 'stretch' }}>
        {translate('app.config_qr.warning')}
      </Alert>
      {/* One button that stays in place, so the focus stays on it when the code appears or goes. */}
      <Button
        variant="outlined"
        startIcon={image ? <VisibilityOffIcon /> : <QrCodeIcon />}
        loading={qr.isPending}
        aria-describedby={warningId}
        onClick={() => (image ? qr.reset() : qr.mutate())}
      >
        {translate(image ? 'app.config_qr.hide' : 'app.config_qr.show')}
      </Button>
      {image && (
        // White around the code in both themes: scanners need dark modules on a light ground.
        <Box sx={{ p: 1, bgcolor: '#ffffff', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
          <img
            src={image}
            alt={translate('app.config_qr.alt', { name: node.name ?? String(node.id) })}
            width={DISPLAY_SIZE}
            height={DISPLAY_SIZE}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
};
