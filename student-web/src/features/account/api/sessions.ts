import type { MessageResponse, SessionsEnvelope, StudentSession } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = [...currentUserQueryKey, 'sessions'] as const;

/** GET /api/user/sessions: the devices signed in to the account, the most recently used first. */
export async function fetchSessions(signal?: AbortSignal): Promise<StudentSession[]> {
  const envelope = await apiRequest<SessionsEnvelope | null>('/user/sessions', {
    authenticated: true,
    signal,
  });
  if (envelope?.status !== 200 || !Array.isArray(envelope.data)) {
    throw new Error('Unexpected sessions answer');
  }
  return envelope.data;
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => fetchSessions(signal),
    meta: { failureMessage: 'Failed to fetch sessions' },
  });
}

/** DELETE /api/user/sessions/:id: that device is signed out at once. */
export function endSession(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    authenticated: true,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['end-session'],
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/logout-all: every session ends, this one included. */
export function endAllSessions(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/logout-all', { method: 'POST', authenticated: true });
}

export function useEndAllSessions() {
  return useMutation({ mutationKey: ['end-all-sessions'], mutationFn: endAllSessions });
}
