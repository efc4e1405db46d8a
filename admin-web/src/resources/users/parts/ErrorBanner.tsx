import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ErrorBannerState {
  /** A translation key of SPEC.md §8's messages, or null to hide the banner. */
  report: (messageKey: string | null) => void;
  messageKey: string | null;
}

const ErrorBannerContext = createContext<ErrorBannerState | null>(null);

/** Holds the page's one red banner, so any dialog or row action of the list can report into it. */
export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const [messageKey, report] = useState<string | null>(null);
  const value = useMemo(() => ({ messageKey, report }), [messageKey]);
  return <ErrorBannerContext.Provider value={value}>{children}</ErrorBannerContext.Provider>;
}

export function useReportError(): (messageKey: string | null) => void {
  const context = useContext(ErrorBannerContext);
  if (!context) throw new Error('useReportError needs an ErrorBannerProvider');
  return context.report;
}

/** The red banner; `messageKey` shows a fixed message instead of the reported one. */
export function ErrorBanner({ messageKey }: { messageKey?: string }) {
  const context = useContext(ErrorBannerContext);
  const translate = useTranslate();
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
