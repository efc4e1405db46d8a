import {
  OPEN_BULK_BALANCE_JOB_STATUSES,
  type BulkBalanceJob,
  type BulkBalancePreview,
  type BulkBalanceRequest,
} from '@academy/contracts';

/**
 * Where the bulk balance dialog is. The confirmation carries the change's Idempotency-Key, made
 * when it opens: a repeated click or a retry after a failed answer sends the same key, so the
 * server starts one job; going Back to change the input, or opening the dialog again, is another
 * change with a new key.
 */
export type Step =
  | { kind: 'form' }
  | {
      kind: 'confirm';
      request: BulkBalanceRequest;
      preview: BulkBalancePreview;
      idempotencyKey: string;
    }
  | { kind: 'progress'; jobId: string; confirmingStop?: boolean }
  | { kind: 'result'; job: BulkBalanceJob };

/** The job is queued or running: its progress is still worth following. */
export const isOpen = (job: BulkBalanceJob) =>
  (OPEN_BULK_BALANCE_JOB_STATUSES as readonly string[]).includes(job.status);

/** After the job was queued: its progress while it runs, else its summary straight away. */
export const stepAfterStart = (job: BulkBalanceJob): Step =>
  isOpen(job) ? { kind: 'progress', jobId: job.id } : { kind: 'result', job };
