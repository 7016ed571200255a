/** Re-renders once per committed frame, so everything it renders besides the list is memoised. */
import { useCallback, useMemo, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import type { LogQuery } from '../providers/streams';
import { LogActions } from './LogActions';
import { LogConnectionStatus } from './LogConnectionStatus';
import { filterLogEntries, isFiltering, showEverything, type LogFilter } from './logFilter';
import { LogFilters } from './LogFilters';
import { LogGatewayError } from './LogGatewayError';
import type { LogLevel } from './logLevel';
import { LogPanelStyles } from './LogPanelStyles';
import { LogStats } from './LogStats';
import { LogViewport } from './LogViewport';
import { useLogLineActions } from './useLogLineActions';
import { useLogStream } from './useLogStream';
import { useLogView } from './useLogView';

export interface LogViewerProps {
  query: LogQuery;
  /** Start of the downloaded file's name (the domain, or the service). */
  fileBaseName: string;
}

export const LogViewer = ({ query, fileBaseName }: LogViewerProps) => {
  const translate = useTranslate();
  const { store, connection, gatewayError } = useLogStream(query);
  const view = useLogView(store);
  const [filter, setFilter] = useState<LogFilter>(showEverything);
  const [following, setFollowing] = useState(true);
  // A display preference, remembered like the theme (layout/store.ts).
  const [wrap, setWrap] = useStore('logs.wrap', false);
  const { copyLine, download } = useLogLineActions(store, fileBaseName);

  const texts = useMemo(
    () => ({
      list: translate('app.logs.list'),
      copy: translate('app.logs.copy_line'),
      waiting: translate('app.logs.waiting'),
      noMatch: translate('app.logs.no_match'),
    }),
    [translate],
  );

  const filtering = isFiltering(filter);
  const shown = useMemo(() => filterLogEntries(view.entries, filter), [view.entries, filter]);

  const onTextChange = useCallback((text: string) => setFilter((current) => ({ ...current, text })), []);
  const onLevelsChange = useCallback((levels: LogLevel[]) => setFilter((current) => ({ ...current, levels })), []);
  const { clear } = view;
  const onClear = useCallback(() => {
    clear();
    setFollowing(true);
  }, [clear]);

  return (
    <div className="log-panel">
      <LogPanelStyles />
      <div className="log-panel-row">
        <LogConnectionStatus state={connection} gatewayError={gatewayError !== null} />
        <LogStats store={store} shown={filtering ? shown.length : undefined} />
        <div className="log-panel-spacer" />
        <LogActions
          store={store}
          paused={view.paused}
          pausedAtCount={view.pausedAtCount}
          onPause={view.pause}
          onResume={view.resume}
          following={following}
          onFollow={setFollowing}
          wrap={wrap}
          onWrap={setWrap}
          onClear={onClear}
          onDownload={download}
        />
      </div>
      <LogGatewayError message={gatewayError} />
      <LogFilters filter={filter} onTextChange={onTextChange} onLevelsChange={onLevelsChange} />
      <LogViewport
        entries={shown}
        following={following}
        onFollowingChange={setFollowing}
        onCopy={copyLine}
        longestLine={store.longestLine}
        wrap={wrap}
        label={texts.list}
        copyLabel={texts.copy}
        emptyText={view.entries.length === 0 ? texts.waiting : texts.noMatch}
      />
    </div>
  );
};
