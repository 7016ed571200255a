/**
 * Which levels are shown; each button carries its level's colour so the legend is the filter. Error and
 * Warning say that they hold access lines by status too, which a tag alone would not explain.
 */
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';
import { LOG_LEVELS, type LogLevel } from './logLevel';
import { logPanelColors } from './logPalette';

/** The levels whose lines include access lines by their status (logLevel.ts). */
const HINTS: Partial<Record<LogLevel, string>> = {
  error: 'app.logs.filter.level_hint.error',
  warn: 'app.logs.filter.level_hint.warn',
};

interface Props {
  value: readonly LogLevel[];
  onChange: (levels: LogLevel[]) => void;
}

export const LogLevelFilter = memo(({ value, onChange }: Props) => {
  const translate = useTranslate();
  const colors = logPanelColors[useTheme().palette.mode].levels;
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      onChange={(_, levels: LogLevel[]) => onChange(LOG_LEVELS.filter((level) => levels.includes(level)))}
      aria-label={translate('app.logs.filter.levels')}
      // On a phone the five levels take two rows rather than widening the page.
      sx={{ flexWrap: 'wrap' }}
    >
      {LOG_LEVELS.map((level) => {
        const button = (
          <ToggleButton key={level} value={level} sx={{ textTransform: 'none', gap: 0.75, py: 0.25 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[level], flex: 'none' }}
            />
            {translate(`app.logs.filter.level.${level}`)}
          </ToggleButton>
        );
        const hint = HINTS[level];
        return hint ? (
          <LazyTooltip key={level} title={translate(hint)} describeChild>
            {button}
          </LazyTooltip>
        ) : (
          button
        );
      })}
    </ToggleButtonGroup>
  );
});
LogLevelFilter.displayName = 'LogLevelFilter';
