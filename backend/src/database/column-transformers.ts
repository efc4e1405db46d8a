import type { ValueTransformer } from 'typeorm';

/** NUMERIC arrives as text from pg and as a number from PGlite; the API speaks numbers. */
export const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
