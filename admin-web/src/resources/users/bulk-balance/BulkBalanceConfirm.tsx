import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BulkBalanceJob } from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { useServerErrorText } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useMoneyText } from '../parts/money';
import type { Step } from './bulk-balance-step';

interface BulkBalanceConfirmProps {
  step: Extract<Step, { kind: 'confirm' }>;
  onBack: () => void;
  onStarted: (job: BulkBalanceJob) => void;
}

/**
 * How many users and how much money the change moves; Confirm queues it. The step stays on a
 * failure, so that Confirm retries with the same key.
 */
export function BulkBalanceConfirm({ step, onBack, onStarted }: BulkBalanceConfirmProps) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const serverErrorText = useServerErrorText();
  const queryClient = useQueryClient();

  const apply = useMutation({
    mutationFn: () => dataProvider.bulkBalance(step.request, step.idempotencyKey),
    onSuccess: (job) => {
      reportError(null);
      void queryClient.invalidateQueries(academyQueries.openBulkBalanceJobs(dataProvider));
      onStarted(job);
    },
  });

  return (
    <>
      <DialogContent>
        <DialogContentText>
          {translate('academy.users.bulk.preview', {
            smart_count: step.preview.count,
            total: moneyText(step.preview.totalChange),
          })}
        </DialogContentText>
        {apply.isError && (
          <DialogContentText color="error" role="alert" sx={{ mt: 2 }}>
            {serverErrorText(apply.error, { fallback: 'academy.users.errors.bulk' })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{translate('academy.users.actions.back')}</Button>
        <Button
          variant="contained"
          autoFocus
          disabled={step.preview.count === 0 || apply.isPending}
          onClick={() => apply.mutate()}
        >
          {translate('academy.users.actions.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
