import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { RECEIPT_MEDIA_TYPES } from '@academy/contracts';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_MAX_MEGABYTES, type ReceiptProblem } from '../manual-payment-form';

interface ReceiptFieldProps {
  file: File | null;
  problem: ReceiptProblem | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * The optional receipt: a picker limited to images and PDFs (a phone offers its camera and
 * gallery), the chosen file's name with a way to remove it, and what is wrong with it.
 */
export function ReceiptField({ file, problem, disabled = false, onChange }: ReceiptFieldProps) {
  const { t } = useTranslation('checkout');
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so that picking the same file again after removing it is a change too.
    event.target.value = '';
    if (chosen) onChange(chosen);
  };

  return (
    <FormControl error={problem !== null} disabled={disabled}>
      <FormLabel id={labelId}>{t('paid.receipt.label')}</FormLabel>
      <FormHelperText id={hintId} error={false} sx={{ mx: 0 }}>
        {t('paid.receipt.hint', { size: RECEIPT_MAX_MEGABYTES })}
      </FormHelperText>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, alignItems: { sm: 'center' } }}
      >
        <Button
          component="label"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={disabled}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {t(file ? 'paid.receipt.change' : 'paid.receipt.choose')}
          <Box
            component="input"
            type="file"
            accept={RECEIPT_MEDIA_TYPES.join(',')}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={problem !== null || undefined}
            disabled={disabled}
            onChange={choose}
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            }}
          />
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography
              variant="body2"
              color={problem ? 'error' : 'text.primary'}
              sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
            >
              {file.name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('paid.receipt.remove', { name: file.name })}
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Stack>
      {problem && (
        <FormHelperText id={problemId} role="alert" sx={{ mx: 0 }}>
          {t(`paid.receipt.${problem}`, { size: RECEIPT_MAX_MEGABYTES })}
        </FormHelperText>
      )}
    </FormControl>
  );
}
