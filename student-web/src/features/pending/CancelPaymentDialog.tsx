import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a pending payment is taken back: staff stop checking it. */
export function CancelPaymentDialog({
  open,
  onKeep,
  onConfirm,
}: {
  open: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('pending');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('cancelDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {t('cancelDialog.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
