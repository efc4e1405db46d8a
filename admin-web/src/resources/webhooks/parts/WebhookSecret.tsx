import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/** The signing secret, hidden until asked for, with a button that copies it. */
export function WebhookSecret({ secret }: { secret: string }) {
  const translate = useTypedTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState(false);
  const toggle = translate(
    shown ? 'academy.webhooks.secret.hide' : 'academy.webhooks.secret.reveal',
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('academy.webhooks.secret.copied', { type: 'success' });
    } catch {
      notify('academy.webhooks.secret.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography
          component="code"
          aria-label={translate('resources.webhooks.fields.secret')}
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {shown ? secret : `${secret.slice(0, 'whsec_'.length)}${'•'.repeat(16)}`}
        </Typography>
        <Tooltip title={toggle}>
          <IconButton size="small" aria-label={toggle} onClick={() => setShown(!shown)}>
            {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('academy.webhooks.secret.copy')}>
          <IconButton
            size="small"
            aria-label={translate('academy.webhooks.secret.copy')}
            onClick={() => void copy()}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('academy.webhooks.secret.help')}
      </Typography>
    </Box>
  );
}
