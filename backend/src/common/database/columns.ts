import { Column, type ColumnOptions } from 'typeorm';
import { decimal } from '../../database/column-transformers.js';

/**
 * A moment, always `timestamptz`: it names the same instant whatever the zone of the server or
 * the database session. `name` is the column's snake_case name.
 */
export function TimestampColumn(
  name: string,
  options: Pick<ColumnOptions, 'nullable' | 'default'> = {},
): PropertyDecorator {
  return Column({ name, type: 'timestamptz', ...options });
}

const databaseNow = () => 'now()';

/** When the row was inserted, by the database's clock. */
export const CreatedAtColumn = (): PropertyDecorator =>
  TimestampColumn('created_at', { default: databaseNow });

/** When the row last changed: the database's clock at insert, then set by each change. */
export const UpdatedAtColumn = (): PropertyDecorator =>
  TimestampColumn('updated_at', { default: databaseNow });

/**
 * An amount of money (USD, or a percent where the column says so): `numeric(14, 2)`, exact to
 * the cent, read as a number (see `decimal`).
 */
export function MoneyColumn(
  options: Pick<ColumnOptions, 'name' | 'nullable' | 'default'> = {},
): PropertyDecorator {
  return Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimal, ...options });
}
