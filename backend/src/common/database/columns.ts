import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

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

/** NUMERIC arrives as text from pg and as a number from PGlite; the API speaks numbers. */
const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * An amount of money (USD, or a percent where the column says so): `numeric(14, 2)`, exact to
 * the cent, read as a number (see `decimal`).
 */
export function MoneyColumn(
  options: Pick<ColumnOptions, 'name' | 'nullable' | 'default'> = {},
): PropertyDecorator {
  return Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimal, ...options });
}
