/**
 * "Reset demo data" in the help menu, only in demo builds (the dev server's in-browser demo gateway and
 * `npm start`'s, a server keeping its data in a file): dist/ drops it, since `IS_DEMO` is the literal false there.
 */
import { MenuItem } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_BASE, IS_DEMO } from '../config';

export const ResetDemoItem = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!IS_DEMO) return null;
  const reset = async () => {
    onDone();
    // A demo control, not part of the gateway's contract: a plain request to the demo gateway.
    const answer = await fetch(`${API_BASE}/__demo/reset`, { method: 'POST' }).catch(() => null);
    if (answer?.ok) {
      notify('app.demo.reset_done', { type: 'success' });
      refresh();
    } else {
      notify('app.errors.network', { type: 'error' });
    }
  };
  return <MenuItem onClick={reset}>{translate('app.demo.reset')}</MenuItem>;
};
