import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  LinearProgress,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useServerErrorText } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { BulkBalanceSummary } from './BulkBalanceSummary';
import { isOpen, type Step } from './bulk-balance-step';

/** How often a running job's progress is read. */
const PROGRESS_POLL_MS = 1_000;

interface BulkBalanceProgressProps {
  step: Extract<Step, { kind: 'progress' }>;
  /** The id the dialog's title has, from which the progress bar's label is named. */
  titleId: string;
  onStep: (step: Step) => void;
  /** Close: the change goes on in the background, or it ended and its summary was read. */
  onFinish: () => void;
}

/** A running change's progress, read every second, with Stop (after a second thought). */
export function BulkBalanceProgress({ step, titleId, onStep, onFinish }: BulkBalanceProgressProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const serverErrorText = useServerErrorText();
  const queryClient = useQueryClient();
  const { jobId } = step;

  const progress = useQuery({
    ...academyQueries.bulkBalanceJob(dataProvider, jobId),
    refetchInterval: (query) =>
      query.state.data && !isOpen(query.state.data) ? false : PROGRESS_POLL_MS,
  });
  const stop = useMutation({
    mutationFn: () => dataProvider.cancelBulkBalanceJob(jobId),
    onSuccess: (job) => {
      void queryClient.invalidateQueries(academyQueries.openBulkBalanceJobs(dataProvider));
      onStep({ kind: 'result', job });
    },
    // A job that ended meanwhile is refused (409): its next reading shows its summary.
    onSettled: () => progress.refetch(),
  });

  const followed = progress.data;
  // A followed job that ended shows its summary, as one that ended before it was followed.
  if (followed && !isOpen(followed))
    return <BulkBalanceSummary job={followed} onClose={onFinish} />;
  const percentage = followed?.percentage ?? 0;

  if (step.confirmingStop) {
    return (
      <>
        <DialogContent>
          <DialogContentText>{translate('academy.users.bulk.stopConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => onStep({ kind: 'progress', jobId })}>
            {translate('academy.users.bulk.keepRunning')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={stop.isPending}
            onClick={() => {
              onStep({ kind: 'progress', jobId });
              stop.mutate();
            }}
          >
            {translate('academy.users.bulk.stop')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <>
      <DialogContent>
        <DialogContentText id={`${titleId}-progress`}>
          {translate('academy.users.bulk.progress', {
            percentage,
            processed: followed?.processed ?? 0,
            total: followed?.total ?? 0,
          })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={percentage}
          aria-labelledby={`${titleId}-progress`}
          sx={{ mt: 2 }}
        />
        {stop.isError && (
          <DialogContentText color="error" role="alert" sx={{ mt: 2 }}>
            {serverErrorText(stop.error, { fallback: 'academy.users.bulk.stopFailed' })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          disabled={stop.isPending}
          onClick={() => onStep({ kind: 'progress', jobId, confirmingStop: true })}
        >
          {translate('academy.users.bulk.stop')}
        </Button>
        <Button onClick={onFinish}>{translate('academy.users.bulk.inBackground')}</Button>
      </DialogActions>
    </>
  );
}
