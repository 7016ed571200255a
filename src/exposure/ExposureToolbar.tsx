import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { ExportButton, useListContext, useTranslate } from 'react-admin';
import { RISK_FLAGS } from '../services';
import { STATE_FILTERS, type FilterName, type FlagFilter, type StateFilter } from './useExposureFilters';

/** Rows the export takes at most: the whole inventory (getWholeList reads up to 10,000 of each kind). */
const EXPORT_MAX = 20_000;

export interface ExposureToolbarProps {
  flag: FlagFilter;
  state: StateFilter;
  q: string;
  onChange: (name: FilterName, value: string) => void;
}

/** react-admin's theme makes text fields full width: side by side from a tablet up, stacked on a phone. */
const FIELD = { width: { xs: '100%', sm: 240 } } as const;

export const ExposureToolbar = ({ flag, state, q, onChange }: ExposureToolbarProps) => {
  const translate = useTranslate();
  const { setPage } = useListContext();
  const change = (name: FilterName) => (event: { target: { value: string } }) => {
    onChange(name, event.target.value);
    setPage(1);
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2 }}>
      <TextField
        type="search"
        size="small"
        label={translate('app.exposure.filter.search')}
        value={q}
        onChange={change('q')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden /></InputAdornment> } }}
        fullWidth={false}
        sx={FIELD}
      />
      <TextField select size="small" label={translate('app.exposure.filter.flag')} value={flag} onChange={change('flag')} fullWidth={false} sx={FIELD}>
        <MenuItem value="all">{translate('app.exposure.filter.flag_all')}</MenuItem>
        <MenuItem value="any">{translate('app.exposure.filter.flag_any')}</MenuItem>
        {RISK_FLAGS.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(`app.exposure.flag.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('app.exposure.filter.state')} value={state} onChange={change('state')} fullWidth={false} sx={FIELD}>
        {STATE_FILTERS.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(`app.exposure.filter.state_${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <ExportButton label="app.exposure.export" maxResults={EXPORT_MAX} variant="outlined" sx={{ ml: { sm: 'auto' } }} />
    </Stack>
  );
};
