import { useId, useState } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import type { BulkTarget } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { BulkBalanceConfirm } from './BulkBalanceConfirm';
import { BulkBalanceForm, type BulkBalanceDraft } from './BulkBalanceForm';
import { BulkBalanceProgress } from './BulkBalanceProgress';
import { BulkBalanceSummary } from './BulkBalanceSummary';
import { stepAfterStart, type Step } from './bulk-balance-step';

const EMPTY_DRAFT: BulkBalanceDraft = { mode: 'add', text: '', reasonText: '' };

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
  const titleId = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(jobId ? { kind: 'progress', jobId } : { kind: 'form' });

  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setStep({ kind: 'form' });
  };
  const cancel = () => {
    reset();
    onClose();
  };
  const finish = () => {
    reset();
    onDone();
  };

  const content = () => {
    switch (step.kind) {
      case 'form':
        return (
          <BulkBalanceForm
            target={target}
            draft={draft}
            onDraftChange={setDraft}
            titleId={titleId}
            onPreviewed={(request, preview) =>
              setStep({ kind: 'confirm', request, preview, idempotencyKey: crypto.randomUUID() })
            }
            onCancel={cancel}
          />
        );
      case 'confirm':
        return (
          <BulkBalanceConfirm
            step={step}
            onBack={() => setStep({ kind: 'form' })}
            onStarted={(job) => setStep(stepAfterStart(job))}
          />
        );
      case 'progress':
        return (
          <BulkBalanceProgress step={step} titleId={titleId} onStep={setStep} onFinish={finish} />
        );
      case 'result':
        return <BulkBalanceSummary job={step.job} onClose={finish} />;
    }
  };

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
