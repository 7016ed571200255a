/**
 * "Reset demo data" in the help menu, only when the console runs against the embedded demo gateway:
 * production bundles drop it, since `IS_DEMO` is the literal false there.
 */
import { MenuItem } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { IS_DEMO } from '../config';
import { httpClient } from '../providers/httpClient';

export const ResetDemoItem = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!IS_DEMO) return null;
  const reset = async () => {
    onDone();
    try {
      await httpClient('/__demo/reset', { method: 'POST' });
      notify('app.demo.reset_done', { type: 'success' });
      refresh();
    } catch (error) {
      const message = (error as Error).message || 'app.errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  return <MenuItem onClick={reset}>{translate('app.demo.reset')}</MenuItem>;
};
