import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DemoTunnelProps } from '../components/DemoControls';
import { bringTunnelUp, DemoRefused } from './bringTunnelUp';

export const TunnelUpButton = ({ node }: DemoTunnelProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const explanation = useId();
  const connect = useMutation({
    mutationFn: () => bringTunnelUp(node.id),
    onSuccess: () => notify('app.demo.tunnel.done', { type: 'success', messageArgs: { name: node.name } }),
    onError: (error) =>
      error instanceof DemoRefused
        ? notify('app.demo.tunnel.failed', { type: 'error', messageArgs: { name: node.name, message: error.message } })
        : notify('app.errors.network', { type: 'error' }),
  });
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', pt: 1 }}>
      <Button
        variant="contained"
        startIcon={<PowerSettingsNewIcon />}
        loading={connect.isPending}
        disabled={connect.isSuccess}
        aria-describedby={explanation}
        onClick={() => connect.mutate()}
      >
        {translate('app.demo.tunnel.bring_up')}
      </Button>
      <Typography id={explanation} variant="body2" color="text.secondary">
        {translate('app.demo.tunnel.explain')}
      </Typography>
    </Stack>
  );
};
