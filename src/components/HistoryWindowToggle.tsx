import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAY, FINE, type Tier } from '../providers/history';

export type HistoryWindow = 'minutes' | 'day';

export const HISTORY_WINDOWS: Record<HistoryWindow, { tier: Tier; windowMs: number }> = {
  minutes: { tier: 'fine', windowMs: FINE.keepMs },
  day: { tier: 'coarse', windowMs: DAY },
};

export const HistoryWindowToggle = ({ value, onChange }: { value: HistoryWindow; onChange: (value: HistoryWindow) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: HistoryWindow | null) => next && onChange(next)}
      aria-label={translate('app.history.window.label')}
    >
      {(Object.keys(HISTORY_WINDOWS) as HistoryWindow[]).map((key) => (
        <ToggleButton key={key} value={key}>
          {translate(`app.history.window.${key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
