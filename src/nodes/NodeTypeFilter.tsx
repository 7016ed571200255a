/** The View All / Nodes / Gateways chips, bound to the list filter `type` (absent for View All). */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const TYPES = ['all', 'nodes', 'gateways'] as const;

export const NodeTypeFilter = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = filterValues.type === 'nodes' || filterValues.type === 'gateways' ? filterValues.type : 'all';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={current}
      aria-label={translate('app.nodes.filter.label')}
      onChange={(_, value: (typeof TYPES)[number] | null) => {
        if (!value || value === current) return;
        const { type: _type, ...others } = filterValues;
        setFilters(value === 'all' ? others : { ...others, type: value }, displayedFilters, false);
      }}
      sx={{ '& .MuiToggleButton-root': { borderRadius: 4, px: 2, textTransform: 'none' } }}
    >
      {TYPES.map((type) => (
        <ToggleButton key={type} value={type}>
          {translate(`app.nodes.filter.${type}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
