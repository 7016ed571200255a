import { Stack } from '@mui/material';
import { memo } from 'react';
import type { LogFilter } from './logFilter';
import type { LogLevel } from './logLevel';
import { LogLevelFilter } from './LogLevelFilter';
import { LogTextFilter } from './LogTextFilter';

interface Props {
  filter: LogFilter;
  onTextChange: (text: string) => void;
  onLevelsChange: (levels: LogLevel[]) => void;
}

export const LogFilters = memo(({ filter, onTextChange, onLevelsChange }: Props) => (
  <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
    <LogTextFilter value={filter.text} onChange={onTextChange} />
    <LogLevelFilter value={filter.levels} onChange={onLevelsChange} />
  </Stack>
));
LogFilters.displayName = 'LogFilters';
