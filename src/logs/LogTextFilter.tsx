import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { LazyTooltip } from '../components/LazyTooltip';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

export const LogTextFilter = memo(({ value, onChange }: { value: string; onChange: (text: string) => void }) => {
  const translate = useTranslate();
  const clearLabel = translate('app.logs.filter.clear_text');
  return (
    <TextField
      size="small"
      label={translate('app.logs.filter.text')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <LazyTooltip title={clearLabel}>
                <IconButton size="small" edge="end" aria-label={clearLabel} onClick={() => onChange('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </LazyTooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
});
LogTextFilter.displayName = 'LogTextFilter';
