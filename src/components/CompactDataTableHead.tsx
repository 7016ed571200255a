/**
 * Not react-admin's DataTableHeadCell, whose MUI Tooltip sets state during React's commit and re-renders
 * the list before paint. tests/unit/components/CompactDataTable.test.tsx compares the two.
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
  const sortable = handleSort && sort && !disableSort && source ? sort : null;
  const active = sortable?.field === source;
  let content = title;
  if (sortable) {
    const nextOrder = active ? (sortable.order === 'ASC' ? 'DESC' : 'ASC') : (sortByOrder ?? 'ASC');
    const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
    const sortHint = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
      order: translate(`ra.sort.${nextOrder}`),
      _: translate('ra.action.sort'),
    });
    content = (
      <LazyTooltip title={sortHint} describeChild placement={rest.align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={SORT_TOOLTIP_DELAY_MS}>
        <TableSortLabel
          active={active}
          direction={sortable.order === 'ASC' ? 'asc' : 'desc'}
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
    <TableCell
      className={classNames(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)}
      variant="head"
      sortDirection={sortable && active ? (sortable.order === 'ASC' ? 'asc' : 'desc') : false}
      {...rest}
    >
      {content}
    </TableCell>
  );
});

export const CompactDataTableHead = ({ children, ...props }: DataTableHeadProps) => (
  <DataTableHead {...props}>
    {Children.map(children, (column) => (isValidElement<DataTableColumnProps>(column) ? <HeadCell {...column.props} /> : null))}
  </DataTableHead>
);
