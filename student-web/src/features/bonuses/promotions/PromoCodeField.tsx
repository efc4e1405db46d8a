import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutationInFlight } from '../../../lib/use-mutation-in-flight';
import { checkPromoCodeMutationKey, useCheckPromoCode } from './api/check-promo-code';
import type { PromoCheckResponse } from '@academy/contracts';
import { promoErrorKey } from './promo-error';

export interface PromoCodeFieldProps {
  /** What the code is checked against: a tier id or 'topup'. */
  course: string;
  /** A top-up's amount in whole dollars; a tier is priced by the server. */
  price?: number;
  /** The code the server accepted, with its figures, or null. */
  applied: PromoCheckResponse | null;
  onApplied: (result: PromoCheckResponse | null) => void;
  /** A code to fill in and check at once (the overlay opened with ?promo=). */
  initialCode?: string;
}

/**
 * 'Promo code' and Apply: the server checks the code against the purchase and answers the final
 * figures, which are shown as it gives them; a refusal says why in the student's language.
 * An applied code can be removed again.
 */
export function PromoCodeField({
  course,
  price,
  applied,
  onApplied,
  initialCode,
}: PromoCodeFieldProps) {
  const { t } = useTranslation('bonuses');
  const [code, setCode] = useState(initialCode ?? '');
  const [empty, setEmpty] = useState(false);
  const checking = useMutationInFlight(checkPromoCodeMutationKey);
  const { mutate, reset, isPending, error } = useCheckPromoCode();
  const fieldId = useId();
  const errorKey = promoErrorKey(error);

  const check = useCallback(
    (trimmed: string) => {
      if (checking()) return;
      mutate(
        { code: trimmed, course, ...(price !== undefined && { price }) },
        { onSuccess: (result) => onApplied(result) },
      );
    },
    [checking, mutate, course, price, onApplied],
  );

  const autoChecked = useRef(false);
  useEffect(() => {
    const trimmed = initialCode?.trim();
    if (!trimmed || autoChecked.current) return;
    autoChecked.current = true;
    check(trimmed);
  }, [initialCode, check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') check(trimmed);
  };

  const remove = () => {
    reset();
    setCode('');
    onApplied(null);
  };

  let helper: string | null = null;
  if (empty) helper = t('promotions.field.required');
  else if (errorKey) helper = t(`promotions.errors.${errorKey}`);

  return (
    <Stack spacing={1.5}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={fieldId}
          label={t('promotions.field.label')}
          value={applied ? applied.code : code}
          onChange={(event) => {
            setCode(event.target.value);
            setEmpty(false);
            if (error) reset();
          }}
          disabled={applied !== null}
          error={helper !== null}
          helperText={helper}
          size="small"
          autoComplete="off"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 64 },
            formHelperText: { role: helper ? 'alert' : undefined },
          }}
          sx={{ flexGrow: 1 }}
        />
        {applied ? (
          <Button variant="outlined" onClick={remove}>
            {t('promotions.field.remove')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="outlined"
            disabled={isPending}
            startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t(isPending ? 'promotions.field.checking' : 'promotions.field.apply')}
          </Button>
        )}
      </Stack>
      {applied && <PromoApplied result={applied} />}
    </Stack>
  );
}

/** The server's figures for an accepted code: the discount and the price, or the bonus. */
function PromoApplied({ result }: { result: PromoCheckResponse }) {
  const { t } = useTranslation('bonuses');
  const money = (amount: number) => t('promotions.money', { amount: amount });
  return (
    <Alert severity="success" role="status">
      {result.bonus > 0
        ? t('promotions.applied.bonus', { code: result.code, bonus: money(result.bonus) })
        : t('promotions.applied.discount', {
            code: result.code,
            discount: money(result.discount),
            price: money(result.price),
          })}
    </Alert>
  );
}
