import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadFile } from '../components/download-file';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** The recovery codes, shown once: to copy or download before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTypedTranslate();
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => notify('academy.twoFactor.recovery.copied', { type: 'success' }),
      () => undefined,
    );
  const download = () =>
    downloadFile(
      new Blob([text], { type: 'text/plain' }),
      translate('academy.twoFactor.recovery.fileName'),
    );
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        {translate('academy.twoFactor.recovery.title')}
      </Typography>
      <Alert severity="warning">{translate('academy.twoFactor.recovery.intro')}</Alert>
      <Box
        component="ol"
        aria-label={translate('academy.twoFactor.recovery.title')}
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          m: 0,
          pl: 4,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('academy.twoFactor.recovery.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          {translate('academy.twoFactor.recovery.download')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {translate('academy.twoFactor.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
