/**
 * The live status filter of the list (`status` in its URL, set by the home page's figures: the data
 * provider filters the whole fleet by it), shown so that a filtered list never passes for the whole
 * fleet, and removable.
 */
import { Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isNodeStatus } from '../components/NodeStatusDot';

export const NodeStatusFilterChip = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const status = filterValues.status;
  if (!isNodeStatus(status)) return null;
  const word = translate(`app.nodes.status.${status}`);
  const remove = () => {
    const { status: _status, ...others } = filterValues;
    setFilters(others, displayedFilters, false);
  };
  return (
    <Chip
      color="primary"
      variant="outlined"
      label={translate('app.nodes.filter.status', { status: word })}
      aria-label={translate('app.nodes.filter.remove_status', { status: word })}
      onClick={remove}
      onDelete={remove}
    />
  );
};
