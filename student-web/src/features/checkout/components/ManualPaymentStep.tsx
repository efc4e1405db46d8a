import {
  Alert,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  MANUAL_REFERENCE_MAX_LENGTH,
  type CryptoOptionId,
  type ManualPaymentMethod,
  type Purchase,
} from '@academy/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_MANUAL_PAYMENT_FORM,
  receiptProblem,
  validateManualPayment,
  type ManualPaymentErrors,
  type ManualPaymentField,
  type ManualPaymentForm,
} from '../manual-payment-form';
import { useManualPayment } from '../use-manual-payment';
import { useOfferedCoins } from '../use-offered-coins';
import { usePurchaseText } from '../use-purchase-text';
import { PendingPayment } from './PendingPayment';
import { ReceiptField } from './ReceiptField';

interface ManualPaymentStepProps {
  purchase: Purchase;
  method: ManualPaymentMethod;
  /** Closes the overlay once the payment is recorded. */
  onClose: () => void;
}

/**
 * "I have paid" for a manual method: the reference staff will look for (with the coin for
 * crypto) and an optional receipt. Once sent, the payment is pending until staff check it.
 */
export function ManualPaymentStep({ purchase, method, onClose }: ManualPaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { product, amount } = usePurchaseText(purchase);
  const [form, setForm] = useState<ManualPaymentForm>(EMPTY_MANUAL_PAYMENT_FORM);
  const [errors, setErrors] = useState<ManualPaymentErrors>({});
  const payment = useManualPayment(purchase, method);
  const coinLabelId = useId();
  const coins = useOfferedCoins().map(({ option }) => option);

  if (payment.payment) {
    return (
      <PendingPayment
        purchase={purchase}
        payment={payment.payment}
        receipt={payment.receipt}
        attached={form.receipt}
        onClose={onClose}
      />
    );
  }

  const edit = <Field extends ManualPaymentField>(
    field: Field,
    value: ManualPaymentForm[Field],
  ) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    payment.clearError();
  };

  const chooseReceipt = (receipt: File | null) => {
    edit('receipt', receipt);
    const problem = receipt && receiptProblem(receipt);
    // Said at once rather than on Send: the student is still looking at the file they chose.
    if (problem) setErrors((current) => ({ ...current, receipt: problem }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.busy) return;
    const found = validateManualPayment(form, method);
    setErrors(found);
    if (Object.keys(found).length === 0) payment.send(form);
  };

  const referenceError = errors.reference
    ? t(
        errors.reference === 'referenceRequired'
          ? `paid.errors.referenceRequired.${method}`
          : 'paid.errors.referenceTooLong',
        { max: MANUAL_REFERENCE_MAX_LENGTH },
      )
    : payment.fieldErrors.reference;
  const coinError = errors.coin ? t('paid.errors.coinRequired') : payment.fieldErrors.coin;

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('paid.intro', { amount, product })}</Typography>
      <Stack component="form" noValidate spacing={3} onSubmit={submit}>
        {method === 'crypto' && (
          <FormControl error={Boolean(coinError)} disabled={payment.busy}>
            <FormLabel id={coinLabelId}>{t('paid.coin')}</FormLabel>
            <RadioGroup
              aria-labelledby={coinLabelId}
              value={form.coin}
              onChange={(_, value) => edit('coin', value as CryptoOptionId)}
              sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
            >
              {coins.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  control={<Radio />}
                  label={option.name}
                />
              ))}
            </RadioGroup>
            {coinError && <FormHelperText sx={{ mx: 0 }}>{coinError}</FormHelperText>}
          </FormControl>
        )}
        <TextField
          label={t(`paid.reference.${method}`)}
          value={form.reference}
          onChange={(event) => edit('reference', event.target.value)}
          error={Boolean(referenceError)}
          helperText={referenceError ?? t(`paid.referenceHint.${method}`)}
          disabled={payment.busy}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <ReceiptField
          file={form.receipt}
          problem={errors.receipt ?? null}
          disabled={payment.busy}
          onChange={chooseReceipt}
        />
        {payment.error && <Alert severity="error">{payment.error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={payment.busy}
          startIcon={payment.busy ? <CircularProgress size={20} color="inherit" /> : undefined}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t(payment.busy ? 'paid.sending' : 'paid.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
