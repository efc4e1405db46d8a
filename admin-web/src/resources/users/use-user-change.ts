import { useMutation } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { useReportError } from '../../components/ErrorBanner';
import type { MessageKey } from '../../i18n/en';

interface UserChange<Variables> {
  /** The call that changes the user. */
  change: (variables: Variables) => Promise<unknown>;
  /** Shown in the page's red banner when the API refuses. */
  failure: MessageKey;
  /** Closes the dialog the change was made in. */
  close: () => void;
}

/**
 * A change staff make to one user from a dialog: a refusal shows in the page's red banner (a
 * success clears it), and either way the dialog closes and the page reloads, so that it shows
 * the user as the API now holds them.
 */
export function useUserChange<Variables>({ change, failure, close }: UserChange<Variables>) {
  const refresh = useRefresh();
  const reportError = useReportError();
  return useMutation({
    mutationFn: change,
    onSuccess: () => reportError(null),
    onError: () => reportError(failure),
    onSettled: () => {
      close();
      refresh();
    },
  });
}
