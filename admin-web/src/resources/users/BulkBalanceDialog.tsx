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
  List,
  ListItem,
  ListItemText,
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
  BulkBalanceResult,
  BulkTarget,
} from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { useReportError } from '../../components/ErrorBanner';
import { BALANCE_BOUNDS, parseAmount, useMoneyText } from './parts/money';

/** 'Add' may take money away; the API keeps every balance at zero or above. */
const ADD_BOUNDS = { min: -BALANCE_BOUNDS.max, max: BALANCE_BOUNDS.max };

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; request: BulkBalanceRequest; preview: BulkBalancePreview }
  | { kind: 'result'; result: BulkBalanceResult };

interface BulkBalanceDialogProps {
  /** The selected ids, or every user matching the search. */
  target: BulkTarget;
  open: boolean;
  onClose: () => void;
  /** After balances were changed (or the change failed): the list unselects and reloads. */
  onDone: () => void;
}

/**
 * Sets or adds an amount to many balances: the server first says how many users and how much
 * money the change moves, then applies it user by user and reports each failure.
 */
export function BulkBalanceDialog({ target, open, onClose, onDone }: BulkBalanceDialogProps) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const titleId = useId();
  const [mode, setMode] = useState<BulkBalanceMode>('add');
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const amount = parseAmount(text, mode === 'set' ? BALANCE_BOUNDS : ADD_BOUNDS);
  const invalid = text.trim() !== '' && amount === null;

  const reset = () => {
    setMode('add');
    setText('');
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

  const preview = useMutation({
    mutationFn: (request: BulkBalanceRequest) => dataProvider.previewBulkBalance(request),
    onSuccess: (result, request) => setStep({ kind: 'confirm', request, preview: result }),
    onError: () => {
      reportError('academy.users.errors.bulk');
      cancel();
    },
  });
  const apply = useMutation({
    mutationFn: (request: BulkBalanceRequest) => dataProvider.bulkBalance(request),
    onSuccess: (result) => {
      reportError(null);
      setStep({ kind: 'result', result });
    },
    onError: () => {
      reportError('academy.users.errors.bulk');
      finish();
    },
  });

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
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setStep({ kind: 'form' })}>
                {translate('academy.users.actions.back')}
              </Button>
              <Button
                variant="contained"
                autoFocus
                disabled={step.preview.count === 0 || apply.isPending}
                onClick={() => apply.mutate(step.request)}
              >
                {translate('academy.users.actions.confirm')}
              </Button>
            </DialogActions>
          </>
        );
      case 'result':
        return (
          <>
            <DialogContent>
              <DialogContentText>
                {translate('academy.users.bulk.succeeded', { count: step.result.succeeded })}
              </DialogContentText>
              {step.result.failed > 0 && (
                <>
                  <DialogContentText color="error">
                    {translate('academy.users.bulk.failed', { count: step.result.failed })}
                  </DialogContentText>
                  <List dense>
                    {step.result.results.map((outcome) =>
                      outcome.ok ? null : (
                        <ListItem key={outcome.id} disableGutters>
                          <ListItemText
                            primary={translate('academy.users.bulk.failure', {
                              id: outcome.id,
                              message: outcome.message,
                            })}
                          />
                        </ListItem>
                      ),
                    )}
                  </List>
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
    }
  };

  return (
    <Dialog
      open={open}
      onClose={step.kind === 'result' ? finish : cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('academy.users.bulk.title')}</DialogTitle>
      {content()}
    </Dialog>
  );
}
