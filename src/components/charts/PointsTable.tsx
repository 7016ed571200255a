/** Past MAX_TABLE_ROWS points the rows are grouped, by minute or coarser, and the caption says so. */
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollingTable } from './ScrollingTable';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { groupByInterval, MINUTE_MS, tableGrouping, type ValueRow } from './summary';
import { UnknownValue } from './UnknownValue';
import { useChartFormat } from './useChartFormat';

export interface PointsColumn {
  label: string;
  format: (value: number) => string;
}

export interface PointsTableProps {
  title: string;
  columns: readonly PointsColumn[];
  /** Oldest first, one per step. */
  rows: readonly ValueRow[];
  stepMs: number;
  /** Rows are grouped as the whole window would need, however short the history yet. */
  windowMs?: number;
  maxHeight?: number;
}

export const PointsTable = ({ title, columns, rows, stepMs, windowMs = 0, maxHeight = 320 }: PointsTableProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const grouping = tableGrouping(Math.max(rows.length, Math.round(windowMs / stepMs)), stepMs);
  const shown = useMemo(() => (grouping ? groupByInterval(rows, grouping) : [...rows]).reverse(), [rows, grouping]);
  const caption =
    grouping == null
      ? translate('app.charts.table.caption', { title })
      : grouping === MINUTE_MS
        ? translate('app.charts.table.grouped', { title })
        : translate('app.charts.table.grouped_by', { title, interval: formats.duration(grouping) });
  return (
    <ScrollingTable caption={caption} maxHeight={maxHeight}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.charts.table.time')}</TableCell>
          {columns.map((column) => (
            <TableCell key={column.label} align="right">
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((row) => (
          <TableRow key={row.t}>
            <TableCell component="th" scope="row">
              {grouping ? formats.moment(row.t) : formats.time(row.t)}
            </TableCell>
            {row.values.map((value, index) => (
              <TableCell key={columns[index]?.label ?? index} align="right">
                {value == null ? <UnknownValue /> : columns[index]?.format(value)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
};
