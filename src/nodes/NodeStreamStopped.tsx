/**
 * Node details after its live stream closed on an error (SPEC §4: no automatic retry): says that live
 * updates stopped and that the figures are the last ones received, and offers to reopen the stream.
 * The status region is always there, so the message is announced when it appears.
 */
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveNode } from './useNodeLive';

export const NodeStreamStopped = ({ stream }: { stream: Pick<LiveNode, 'stopped' | 'resume'> }) => {
  const translate = useTranslate();
  return (
    <div role="status" aria-live="polite">
      {stream.stopped && (
        // Not a second live region: the wrapper announces it.
        <Alert
          severity="warning"
          role="none"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" startIcon={<SyncIcon />} onClick={stream.resume}>
              {translate('app.nodes.details.stream_resume')}
            </Button>
          }
        >
          {translate('app.nodes.details.stream_stopped')}
        </Alert>
      )}
    </div>
  );
};
