import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ApiKeyCreated } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

interface ApiKeyCreatedDialogProps {
  created: ApiKeyCreated;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The new key, shown this once: the API keeps only its hash. Closing needs the button, not a
 * click beside the dialog, so that the key is not lost by accident.
 */
export function ApiKeyCreatedDialog({ created, onClose }: ApiKeyCreatedDialogProps) {
  const translate = useTypedTranslate();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyKey = () => {
    navigator.clipboard.writeText(created.key).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="api-key-created-title">
      <DialogTitle id="api-key-created-title">
        {translate('academy.apiKeys.created.title', { name: created.name })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Alert severity="warning">{translate('academy.apiKeys.created.warning')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: 'stretch' }}>
            <TextField
              label={translate('academy.apiKeys.created.label')}
              value={created.key}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copyKey}>
              {translate('academy.apiKeys.created.copy')}
            </Button>
          </Stack>
          {copy === 'copied' && (
            <Alert severity="success">{translate('academy.apiKeys.created.copied')}</Alert>
          )}
          {copy === 'failed' && (
            <Alert severity="error">{translate('academy.apiKeys.created.copyFailed')}</Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('academy.apiKeys.created.usage')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('academy.apiKeys.created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
