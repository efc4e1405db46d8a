import type { ComponentProps, Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

export interface RecordColumn<T> {
  /** The heading; none over a column of buttons. */
  head?: MessageKey;
  /** Figures line up on the right. */
  align?: 'right';
  /** How the column's cells wrap or which font they use (a reference in monospace). */
  sx?: ComponentProps<typeof TableCell>['sx'];
  cell: (record: T) => ReactNode;
}

interface RecordTableProps<T> {
  columns: readonly RecordColumn<T>[];
  records: readonly T[];
  recordKey: (record: T) => Key;
  /** What names the table for screen readers: a label, or the id of the heading above it. */
  label?: MessageKey;
  labelledBy?: string;
}

/**
 * Records that a page shows beside its own, as a compact table with a heading a column. A table
 * wider than a phone scrolls sideways rather than squeezing its figures, and the keyboard reaches
 * that scroll too, by a stop of its own named like the table.
 */
export function RecordTable<T>({
  columns,
  records,
  recordKey,
  label,
  labelledBy,
}: RecordTableProps<T>) {
  const translate = useTypedTranslate();
  const name = { 'aria-label': label && translate(label), 'aria-labelledby': labelledBy };
  return (
    <TableContainer role="group" tabIndex={0} {...name}>
      <Table size="small" {...name}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.head && translate(column.head)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={recordKey(record)}>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align} sx={column.sx}>
                  {column.cell(record)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
