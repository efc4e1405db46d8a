import SyncIcon from '@mui/icons-material/Sync';
import { Button, CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** "Recheck with BTCPay": reads the invoice again and applies it, for a callback that was lost. */
export function RecheckPaymentButton({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const recheck = useMutation({
    mutationFn: () => dataProvider.recheckPayment(payment.id),
    onSuccess: () => {
      notify('academy.payments.notices.rechecked', { type: 'success' });
      refresh();
    },
    onError: () => notify('academy.payments.errors.recheck', { type: 'error' }),
  });
  return (
    <Button
      variant="outlined"
      size="small"
      // The disabled button already says it is busy; the spinner only shows it.
      startIcon={recheck.isPending ? <CircularProgress size={16} aria-hidden /> : <SyncIcon />}
      disabled={recheck.isPending}
      onClick={(event) => {
        event.stopPropagation();
        recheck.mutate();
      }}
    >
      {translate('academy.payments.actions.recheck')}
    </Button>
  );
}
