import { DialogHeader } from '../../components/DialogHeader';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { PURCHASE_QUERY, TOPUP_COURSE, TOPUP_LIMITS, TOPUP_PRESETS } from '@academy/contracts';
import { isValidTopUpAmount } from '@academy/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const DIGITS_ONLY = /^\d*$/;

/**
 * SPEC.md §2's top-up modal: a preset or a custom whole-dollar amount, never both. Continue puts
 * course=topup and the amount in the current page's query, which opens the payment overlay.
 */
export function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('topup');
  const [, setSearchParams] = useSearchParams();
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const titleId = useId();

  const amount = preset ?? (custom === '' ? null : Number(custom));
  const canContinue = amount !== null && isValidTopUpAmount(amount);
  const customInvalid = custom !== '' && !isValidTopUpAmount(Number(custom));

  const choosePreset = (value: number | null) => {
    setPreset(value);
    if (value !== null) setCustom('');
  };

  const changeCustom = (value: string) => {
    // Anything but digits is ignored, so the field never holds a sign, a point or a letter.
    if (!DIGITS_ONLY.test(value)) return;
    setCustom(value);
    if (value !== '') setPreset(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || !isValidTopUpAmount(amount)) return;
    onClose();
    setSearchParams((params) => {
      params.set(PURCHASE_QUERY.course, TOPUP_COURSE);
      params.set(PURCHASE_QUERY.price, String(amount));
      return params;
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id={titleId} title={t('title')} closeLabel={t('close')} onClose={onClose} />
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-label={t('presetsLabel')}
              value={preset}
              onChange={(_, value: number | null) => choosePreset(value)}
            >
              {TOPUP_PRESETS.map((value) => (
                <ToggleButton key={value} value={value} sx={{ fontWeight: 700 }}>
                  {t('preset', { amount: value })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label={t('customAmount')}
              value={custom}
              onChange={(event) => changeCustom(event.target.value)}
              error={customInvalid}
              helperText={t('customAmountRange', TOPUP_LIMITS)}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canContinue}>
            {t('continue')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
