import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface ErrorBannerState {
  /** A translation key of SPEC.md §8's messages, or null to hide the banner. */
  report: (messageKey: MessageKey | null) => void;
  messageKey: MessageKey | null;
}

const ErrorBannerContext = createContext<ErrorBannerState | null>(null);

/** Holds the page's one red banner, so any dialog or row action of the list can report into it. */
export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const [messageKey, report] = useState<MessageKey | null>(null);
  const value = useMemo(() => ({ messageKey, report }), [messageKey]);
  return <ErrorBannerContext.Provider value={value}>{children}</ErrorBannerContext.Provider>;
}

export function useReportError(): (messageKey: MessageKey | null) => void {
  const context = useContext(ErrorBannerContext);
  if (!context) throw new Error('useReportError needs an ErrorBannerProvider');
  return context.report;
}

/** The red banner; `messageKey` shows a fixed message instead of the reported one. */
export function ErrorBanner({ messageKey }: { messageKey?: MessageKey }) {
  const context = useContext(ErrorBannerContext);
  const translate = useTypedTranslate();
  const shown = messageKey ?? context?.messageKey;
  if (!shown) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ my: 1 }}
      closeText={translate('academy.users.actions.close')}
      onClose={messageKey || !context ? undefined : () => context.report(null)}
    >
      {translate(shown)}
    </Alert>
  );
}
