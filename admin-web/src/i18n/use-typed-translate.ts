import { useTranslate } from 'react-admin';
import type { MessageKey } from './en';

export type TypedTranslate = (key: MessageKey, options?: Record<string, unknown>) => string;

/**
 * react-admin's `translate`, typed with the catalogue's keys: a key that is not in `en.ts`, or a
 * `${value}` key missing for one value of its type, fails the type check instead of showing the
 * raw key on screen.
 */
export function useTypedTranslate(): TypedTranslate {
  return useTranslate();
}
