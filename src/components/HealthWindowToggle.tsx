/** The window of a health chart: the last hour or the last 24 hours (checks come about once a minute). */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAY, HOUR } from '../providers/history';

export type HealthWindow = 'hour' | 'day';

export const HEALTH_WINDOWS: Record<HealthWindow, number> = { hour: HOUR, day: DAY };

export const HealthWindowToggle = ({ value, onChange }: { value: HealthWindow; onChange: (value: HealthWindow) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_event, next: HealthWindow | null) => next && onChange(next)} aria-label={translate('app.history.window.label')}>
      {(['hour', 'day'] as const).map((key) => (
        <ToggleButton key={key} value={key}>
          {translate(`app.charts.window.${key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
