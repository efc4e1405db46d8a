import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  ERROR_CODES,
  OPEN_BULK_BALANCE_JOB_STATUSES,
  type BulkBalanceJob,
  type BulkBalanceMode,
  type BulkBalancePreview,
  type BulkBalanceRefusal,
  type BulkBalanceRequest,
  type BulkTarget,
} from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { useReportError } from '../../components/ErrorBanner';
import { problemText, useServerErrorText } from '../../components/server-error';
import { BALANCE_BOUNDS, parseAmount, useMoneyText } from './parts/money';

/** 'Add' may take money away; the API keeps every balance at zero or above. */
const ADD_BOUNDS = { min: -BALANCE_BOUNDS.max, max: BALANCE_BOUNDS.max };

/**
 * The confirmation carries the change's Idempotency-Key, made when it opens: a repeated click or a
 * retry after a failed answer sends the same key, so the server starts one job; going Back to
 * change the input, or opening the dialog again, is another change with a new key.
 */
type Step =
  | { kind: 'form' }
  | {
      kind: 'confirm';
      request: BulkBalanceRequest;
      preview: BulkBalancePreview;
      idempotencyKey: string;
    }
  | { kind: 'progress'; jobId: string; confirmingStop?: boolean }
  | { kind: 'result'; job: BulkBalanceJob };

/** How often a running job's progress is read. */
const PROGRESS_POLL_MS = 1_000;

const isOpen = (job: BulkBalanceJob) =>
  (OPEN_BULK_BALANCE_JOB_STATUSES as readonly string[]).includes(job.status);

interface BulkBalanceDialogProps {
  /** The selected ids, or every user matching the search. */
  target: BulkTarget;
  open: boolean;
  onClose: () => void;
  /** After balances were changed (or the change failed): the list unselects and reloads. */
  onDone: () => void;
  /** A job already running (found after a reload): the dialog opens on its progress. */
  jobId?: string;
}

/**
 * Sets or adds an amount to many balances: the server first says how many users and how much
 * money the change moves, then applies it in the background, user by user; the dialog shows its
 * progress and, once it ends, how many were changed and why the others were not.
 */
export function BulkBalanceDialog({
  target,
  open,
  onClose,
  onDone,
  jobId,
}: BulkBalanceDialogProps) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const serverErrorText = useServerErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [mode, setMode] = useState<BulkBalanceMode>('add');
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>(jobId ? { kind: 'progress', jobId } : { kind: 'form' });
  const amount = parseAmount(text, mode === 'set' ? BALANCE_BOUNDS : ADD_BOUNDS);
  const invalid = text.trim() !== '' && amount === null;

  const reset = () => {
    setMode('add');
    setText('');
    setStep({ kind: 'form' });
    apply.reset();
  };
  const cancel = () => {
    reset();
    onClose();
  };
  const finish = () => {
    reset();
    onDone();
  };

  const preview = useMutation({
    mutationFn: (request: BulkBalanceRequest) => dataProvider.previewBulkBalance(request),
    onSuccess: (result, request) =>
      setStep({ kind: 'confirm', request, preview: result, idempotencyKey: crypto.randomUUID() }),
    onError: () => {
      reportError('academy.users.errors.bulk');
      cancel();
    },
  });
  // The confirmation stays open on a failure, so that Confirm retries with the same key.
  const apply = useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: BulkBalanceRequest;
      idempotencyKey: string;
    }) => dataProvider.bulkBalance(request, idempotencyKey),
    onSuccess: (job) => {
      reportError(null);
      void queryClient.invalidateQueries({ queryKey: ['openBulkBalanceJobs'] });
      setStep(isOpen(job) ? { kind: 'progress', jobId: job.id } : { kind: 'result', job });
    },
  });

  const stop = useMutation({
    mutationFn: (id: string) => dataProvider.cancelBulkBalanceJob(id),
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: ['openBulkBalanceJobs'] });
      setStep({ kind: 'result', job });
    },
    // A job that ended meanwhile is refused (409): its next reading shows its summary.
    onSettled: () => progress.refetch(),
  });

  const followedJobId = step.kind === 'progress' ? step.jobId : null;
  const progress = useQuery({
    queryKey: ['bulkBalanceJob', followedJobId],
    queryFn: () => dataProvider.getBulkBalanceJob(followedJobId!),
    enabled: followedJobId !== null,
    refetchInterval: (query) =>
      query.state.data && !isOpen(query.state.data) ? false : PROGRESS_POLL_MS,
  });
  const followed = progress.data?.id === followedJobId ? progress.data : undefined;

  const content = () => {
    switch (step.kind) {
      case 'form':
        return (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (amount !== null) preview.mutate({ ...target, mode, amount });
            }}
          >
            <DialogContent>
              <FormControl>
                <FormLabel id={`${titleId}-mode`}>{translate('academy.users.bulk.mode')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${titleId}-mode`}
                  value={mode}
                  onChange={(event) => setMode(event.target.value as BulkBalanceMode)}
                >
                  <FormControlLabel
                    value="set"
                    control={<Radio />}
                    label={translate('academy.users.bulk.set')}
                  />
                  <FormControlLabel
                    value="add"
                    control={<Radio />}
                    label={translate('academy.users.bulk.add')}
                  />
                </RadioGroup>
              </FormControl>
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                label={translate('academy.users.bulk.amount')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={invalid}
                helperText={
                  invalid
                    ? translate(
                        mode === 'set'
                          ? 'academy.users.bulk.invalidSet'
                          : 'academy.users.bulk.invalidAdd',
                      )
                    : ' '
                }
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={cancel}>{translate('academy.users.actions.cancel')}</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={amount === null || preview.isPending}
              >
                {translate('academy.users.actions.next')}
              </Button>
            </DialogActions>
          </form>
        );
      case 'confirm':
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
              <Button
                onClick={() => {
                  apply.reset();
                  setStep({ kind: 'form' });
                }}
              >
                {translate('academy.users.actions.back')}
              </Button>
              <Button
                variant="contained"
                autoFocus
                disabled={step.preview.count === 0 || apply.isPending}
                onClick={() =>
                  apply.mutate({ request: step.request, idempotencyKey: step.idempotencyKey })
                }
              >
                {translate('academy.users.actions.confirm')}
              </Button>
            </DialogActions>
          </>
        );
      case 'progress': {
        // A followed job that ended shows its summary, as one that ended before it was followed.
        if (followed && !isOpen(followed)) return summary(followed);
        const percentage = followed?.percentage ?? 0;
        if (step.confirmingStop) {
          return (
            <>
              <DialogContent>
                <DialogContentText>{translate('academy.users.bulk.stopConfirm')}</DialogContentText>
              </DialogContent>
              <DialogActions>
                <Button autoFocus onClick={() => setStep({ kind: 'progress', jobId: step.jobId })}>
                  {translate('academy.users.bulk.keepRunning')}
                </Button>
                <Button
                  color="error"
                  variant="contained"
                  disabled={stop.isPending}
                  onClick={() => {
                    setStep({ kind: 'progress', jobId: step.jobId });
                    stop.mutate(step.jobId);
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
                onClick={() =>
                  setStep({ kind: 'progress', jobId: step.jobId, confirmingStop: true })
                }
              >
                {translate('academy.users.bulk.stop')}
              </Button>
              <Button onClick={finish}>{translate('academy.users.bulk.inBackground')}</Button>
            </DialogActions>
          </>
        );
      }
      case 'result':
        return summary(step.job);
    }
  };

  /** Why a user was left as they were, in the staff member's language (amounts as money). */
  const refusalText = ({ code, params, message }: BulkBalanceRefusal) =>
    code === ERROR_CODES.NOT_FOUND
      ? translate('academy.users.bulk.notFound')
      : problemText(translate, {
          code,
          message,
          params:
            params &&
            Object.fromEntries(Object.entries(params).map(([name, usd]) => [name, moneyText(usd)])),
        });

  const summary = (job: BulkBalanceJob) => (
    <>
      <DialogContent>
        {job.status === 'cancelled' && (
          <DialogContentText>{translate('academy.users.bulk.cancelled')}</DialogContentText>
        )}
        {job.status === 'failed' && (
          <DialogContentText color="error">
            {translate('academy.users.bulk.stopped', { message: job.error ?? '' })}
          </DialogContentText>
        )}
        <DialogContentText>
          {translate('academy.users.bulk.succeeded', { count: job.succeeded })}
        </DialogContentText>
        {job.refused > 0 && (
          <>
            <DialogContentText color="error">
              {translate('academy.users.bulk.failed', { count: job.refused })}
            </DialogContentText>
            <List dense>
              {job.refusals.map((refusal) => (
                <ListItem key={refusal.id} disableGutters>
                  <ListItemText
                    primary={translate('academy.users.bulk.failure', {
                      id: refusal.id,
                      message: refusalText(refusal),
                    })}
                  />
                </ListItem>
              ))}
            </List>
            {job.refused > job.refusals.length && (
              <DialogContentText>
                {translate('academy.users.bulk.moreRefused', {
                  count: job.refused - job.refusals.length,
                })}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={finish}>
          {translate('academy.users.actions.close')}
        </Button>
      </DialogActions>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={step.kind === 'result' || step.kind === 'progress' ? finish : cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('academy.users.bulk.title')}</DialogTitle>
      {content()}
    </Dialog>
  );
}
