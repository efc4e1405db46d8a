import { useQueryClient, type MutationKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Whether a mutation with this key is running, asked of the cache, which knows at once: a second
 * click can arrive before the component has re-rendered with the mutation's pending state.
 */
export function useMutationInFlight(mutationKey: MutationKey): () => boolean {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.isMutating({ mutationKey }) > 0, [queryClient, mutationKey]);
}
