import type { Locale, UpdateProfileRequest, User, UserEnvelope } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/user: answers the student as saved. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const envelope = await apiRequest<UserEnvelope | null>('/user', {
    method: 'PATCH',
    body,
    authenticated: true,
  });
  if (envelope?.status !== 200 || !envelope.data) throw new Error('Unexpected profile answer');
  return envelope.data;
}

/** Saves the changes and shows the saved student everywhere at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-profile'],
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/**
 * Keeps the signed-in student's language choice on their account, so that mails follow it too.
 * A failure only costs the mails' language, so it is logged rather than shown.
 */
export function useSaveLocale(): (locale: Locale) => void {
  const { mutate } = useUpdateProfile();
  return useCallback(
    (locale: Locale) =>
      mutate(
        { locale },
        { onError: (error) => console.warn('The language could not be saved', error) },
      ),
    [mutate],
  );
}
