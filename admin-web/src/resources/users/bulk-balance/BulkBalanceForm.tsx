import {
  Button,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  BulkBalanceMode,
  BulkBalancePreview,
  BulkBalanceRequest,
  BulkTarget,
} from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { reasonOrNull } from '../../../components/ReasonField';
import { BalanceReasonField } from '../parts/BalanceReasonField';
import { BALANCE_BOUNDS, parseAmount } from '../parts/money';

/** 'Add' may take money away; the API keeps every balance at zero or above. */
const ADD_BOUNDS = { min: -BALANCE_BOUNDS.max, max: BALANCE_BOUNDS.max };

/** What staff typed; the dialog keeps it so that Back from the confirmation shows it again. */
export interface BulkBalanceDraft {
  mode: BulkBalanceMode;
  text: string;
  /** Why: required, kept with every changed user's ledger row. */
  reasonText: string;
}

interface BulkBalanceFormProps {
  target: BulkTarget;
  draft: BulkBalanceDraft;
  onDraftChange: (draft: BulkBalanceDraft) => void;
  /** The id the dialog's title has, from which the mode's label is named. */
  titleId: string;
  onPreviewed: (request: BulkBalanceRequest, preview: BulkBalancePreview) => void;
  /** Cancel, or a preview that failed (the red banner says why). */
  onCancel: () => void;
}

/** The first step: set or add, and how much; Next asks the server what the change would move. */
export function BulkBalanceForm({
  target,
  draft,
  onDraftChange,
  titleId,
  onPreviewed,
  onCancel,
}: BulkBalanceFormProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const { mode, text } = draft;
  const reason = reasonOrNull(draft.reasonText);
  const amount = parseAmount(text, mode === 'set' ? BALANCE_BOUNDS : ADD_BOUNDS);
  const invalid = text.trim() !== '' && amount === null;

  const preview = useMutation({
    mutationFn: (request: BulkBalanceRequest) => dataProvider.previewBulkBalance(request),
    onSuccess: (result, request) => onPreviewed(request, result),
    onError: () => {
      reportError('academy.users.errors.bulk');
      onCancel();
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (amount !== null && reason !== null) preview.mutate({ ...target, mode, amount, reason });
      }}
    >
      <DialogContent>
        <FormControl>
          <FormLabel id={`${titleId}-mode`}>{translate('academy.users.bulk.mode')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-mode`}
            value={mode}
            onChange={(event) =>
              onDraftChange({ ...draft, mode: event.target.value as BulkBalanceMode })
            }
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
          onChange={(event) => onDraftChange({ ...draft, text: event.target.value })}
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
        <BalanceReasonField
          value={draft.reasonText}
          onChange={(reasonText) => onDraftChange({ ...draft, reasonText })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('academy.users.actions.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={amount === null || reason === null || preview.isPending}
        >
          {translate('academy.users.actions.next')}
        </Button>
      </DialogActions>
    </form>
  );
}
