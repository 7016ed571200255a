/**
 * 'Test Backend' of an HTTP service: the gateway requests a path of the backend through the node's
 * tunnel (GET /services/{nodeId}/http/{id}/ping) and the dialog says, in a status region, what came
 * back: the HTTP status, or the failure in words. Progress shows on the Test button and in words.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { HttpService, Node } from '../api/types';
import { useErrorText, useGatewayAction } from '../components';
import { ApiError } from '../providers/httpErrors';
import { useServiceNode } from './useServiceNode';

/**
 * openapi.yaml's pattern for `path`: one leading '/', never two. The reference resolves the path
 * against the backend URL, so `//host/…` or a full URL would send the gateway to another host.
 */
export const BACKEND_PATH = /^\/([^/].*)?$/;

export interface TestBackendDialogProps {
  service: HttpService;
  /** The node of a node page; fetched otherwise. */
  node?: Node;
  onClose: () => void;
}

const Outcome = ({ ok, children }: { ok: boolean; children: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: ok ? 'success.main' : 'error.main' }}>
    {ok ? <CheckCircleIcon fontSize="small" aria-hidden /> : <ErrorIcon fontSize="small" aria-hidden />}
    <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
      {children}
    </Typography>
  </Stack>
);

export const TestBackendDialog = ({ service, node, onClose }: TestBackendDialogProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const id = useId();
  const knownNode = useServiceNode(service.nodeId, node);
  const [path, setPath] = useState(service.pathLocation || '/');
  const valid = BACKEND_PATH.test(path);
  const check = useGatewayAction(
    (dataProvider, tested: string) => dataProvider.pingHttpService(service.nodeId, service.id, tested),
    { quiet: true },
  );
  const tested = check.variables ?? '';
  // A 400 is the gateway's one answer for a backend that gave no success or redirect (API-FACTS §5.5), and
  // the reference garbles its text, so the console says it in its own words; other failures keep the gateway's.
  const backendFailed = check.error instanceof ApiError && check.error.status === 400;
  const failure = !check.isError ? '' : backendFailed ? translate('app.services.test.no_success') : errorText(check.error);
  // What the reference asks: the node's own tunnel address, whatever `backendHost` says.
  const target = knownNode ? `${service.backendProto}://${knownNode.address}:${service.backendPort}` : null;
  const asksGatewayItself = Boolean(
    knownNode?.isGateway && !knownNode.isLocal && service.backendHost && service.backendHost !== knownNode.address,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !check.isPending) check.mutate(path);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>{translate('app.services.test.title', { name: service.name })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={`${id}-description`} sx={{ mb: 2 }}>
          {translate('app.services.test.description')}
        </DialogContentText>
        {target && (
          <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-all' }}>
            {translate('app.services.test.target')} <Box component="code">{`${target}${valid ? path : ''}`}</Box>
          </Typography>
        )}
        {asksGatewayItself && (
          <Typography variant="body2" sx={{ mb: 1, color: 'warning.main' }}>
            {translate('app.services.test.gateway_note', { address: knownNode?.address ?? '', host: service.backendHost ?? '' })}
          </Typography>
        )}
        <TextField
          label={translate('app.services.test.path')}
          value={path}
          onChange={(event) => setPath(event.target.value.trim())}
          error={!valid}
          helperText={translate(valid ? 'app.services.test.path_help' : 'app.services.test.path_invalid')}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Box role="status" sx={{ mt: 2, minHeight: 24 }}>
          {check.isPending && (
            <Typography variant="body2">{translate('app.services.test.testing', { path: tested })}</Typography>
          )}
          {check.isSuccess && (
            <Outcome ok>{translate('app.services.test.answered', { path: tested, status: check.data.status })}</Outcome>
          )}
          {failure && (
            <>
              <Outcome ok={false}>{translate('app.services.test.failed', { path: tested, reason: failure })}</Outcome>
              {backendFailed && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ml: 3.5 }}>
                  {translate('app.services.test.failed_hint')}
                </Typography>
              )}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.close')}</Button>
        <Button type="submit" variant="contained" loading={check.isPending} disabled={!valid}>
          {translate('app.services.test.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
