/**
 * react-admin's DataTable head, through DataTable's `head` prop, with sortable column headers whose
 * tooltip ("Sort by Name ascending") mounts on first use. react-admin's header cell wraps its sort
 * button in MUI's Tooltip, which stores its button through a ref callback: a state update during
 * React's commit, which makes React run every pending effect of the page (the whole list's) and render
 * again before the browser may paint it. The cells keep react-admin's head cell rules: the same
 * classes, label, sort button (`data-field`, `data-order`, DataTable's sort handler), accessible name
 * and tooltip placement; react-admin's head row keeps its select-all checkbox.
 * For tables without hidden columns (as CompactDataTableBody).
 */
import { TableCell, TableSortLabel } from '@mui/material';
import { Children, isValidElement, memo } from 'react';
import {
  DataTableClasses,
  DataTableHead,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type DataTableHeadProps,
} from 'react-admin';
import { classNames } from './CompactDataTableBody';
import { LazyTooltip } from './LazyTooltip';

/** react-admin's delay before a sort tooltip opens. */
const SORT_TOOLTIP_DELAY_MS = 300;

const HeadCell = memo(function HeadCell(props: DataTableColumnProps) {
  // What react-admin's head cell takes for itself; the rest goes to MUI's TableCell, as there.
  const {
    cellSx: _cellSx,
    className,
    cellClassName: _cellClass,
    disableSort,
    headerClassName,
    field: _field,
    render: _render,
    source,
    label,
    sortByOrder,
    children: _children,
    ...rest
  } = props;
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const sortable = handleSort && sort && !disableSort && source;
  let content = title;
  if (sortable) {
    const nextOrder = sort.field === source ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (sortByOrder ?? 'ASC');
    const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
    const sortLabel = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
      order: translate(`ra.sort.${nextOrder}`),
      _: translate('ra.action.sort'),
    });
    content = (
      <LazyTooltip title={sortLabel} placement={rest.align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={SORT_TOOLTIP_DELAY_MS}>
        <TableSortLabel
          active={sort.field === source}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder || 'ASC'}
          onClick={handleSort}
        >
          {title}
        </TableSortLabel>
      </LazyTooltip>
    );
  }
  return (
    <TableCell className={classNames(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)} variant="head" {...rest}>
      {content}
    </TableCell>
  );
});

export const CompactDataTableHead = ({ children, ...props }: DataTableHeadProps) => (
  <DataTableHead {...props}>
    {Children.map(children, (column) => (isValidElement<DataTableColumnProps>(column) ? <HeadCell {...column.props} /> : null))}
  </DataTableHead>
);
