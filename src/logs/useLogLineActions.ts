/** Copy one line and download the kept lines, each ending in a toast so neither action is silent. */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { copyToClipboard } from './copyToClipboard';
import { saveBlob } from '../components/saveBlob';
import { logFileName } from './logFileName';
import { useNumberFormat } from './useNumberFormat';
import type { LogEntry, LogStore } from './LogStore';

export const useLogLineActions = (store: LogStore, fileBaseName: string) => {
  const notify = useNotify();
  const format = useNumberFormat();

  const copyLine = useCallback(
    (entry: LogEntry) => {
      copyToClipboard(entry.text).then(
        () => notify('app.logs.line_copied', { type: 'info' }),
        () => notify('app.logs.copy_failed', { type: 'error' }),
      );
    },
    [notify],
  );

  const download = useCallback(() => {
    const file = logFileName(fileBaseName);
    const count = store.keptCount;
    saveBlob(new Blob([store.toText()], { type: 'text/plain;charset=utf-8' }), file);
    notify('app.logs.action.downloaded', {
      type: 'info',
      messageArgs: { smart_count: count, count: format(count), file },
    });
  }, [store, fileBaseName, notify, format]);

  return { copyLine, download };
};
