import { useListContext } from 'react-admin';
import type { User, UserFilter } from '@academy/contracts';

/** react-admin keeps a list's filter untyped and takes it from the address: checked, not trusted. */
function toUserFilter(values: unknown): UserFilter {
  const q = typeof values === 'object' && values !== null && 'q' in values ? values.q : undefined;
  return typeof q === 'string' && q !== '' ? { q } : {};
}

/** The users list's current search; an empty search box is no filter. */
export function useUserFilter(): UserFilter {
  return toUserFilter(useListContext<User>().filterValues);
}
