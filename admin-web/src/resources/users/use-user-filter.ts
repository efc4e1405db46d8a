import { useListContext } from 'react-admin';
import {
  USER_ACTIVITY_FILTERS,
  type User,
  type UserActivityFilter,
  type UserFilter,
} from '@academy/contracts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const amount = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * react-admin keeps a list's filter untyped and takes it from the address: checked, not trusted.
 * What cannot be read is left out rather than sent for the API to refuse.
 */
export function toUserFilter(values: unknown): UserFilter {
  if (typeof values !== 'object' || values === null) return {};
  const raw = values as Record<string, unknown>;
  const filter: UserFilter = {
    q: text(raw.q),
    course: text(raw.course),
    balanceMin: amount(raw.balanceMin),
    balanceMax: amount(raw.balanceMax),
    overdraft:
      raw.overdraft === true || raw.overdraft === 'true'
        ? true
        : raw.overdraft === false || raw.overdraft === 'false'
          ? false
          : undefined,
    createdFrom: text(raw.createdFrom),
    createdTo: text(raw.createdTo),
    activity: USER_ACTIVITY_FILTERS.includes(raw.activity as UserActivityFilter)
      ? (raw.activity as UserActivityFilter)
      : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** The users list's current filter (search box and filters); an empty one is no filter. */
export function useUserFilter(): UserFilter {
  return toUserFilter(useListContext<User>().filterValues);
}
