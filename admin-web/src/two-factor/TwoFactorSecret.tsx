import { Box, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import type { TwoFactorSetup } from '@academy/contracts';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** The new secret as a QR code for the authenticator app, and as text to type in by hand. */
export function TwoFactorSecret({ setup }: { setup: TwoFactorSetup }) {
  const translate = useTypedTranslate();
  // The key in groups of four, as authenticator apps show it; spaces are ignored when typed.
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{translate('academy.twoFactor.scan')}</Typography>
      <Box sx={{ p: 1.5, bgcolor: 'common.white', borderRadius: 1, lineHeight: 0 }}>
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={176}
          role="img"
          aria-label={translate('academy.twoFactor.qrCode')}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('academy.twoFactor.secret')}
      </Typography>
      <Typography
        data-testid="two-factor-secret"
        data-secret={setup.secret}
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          wordBreak: 'break-all',
          textAlign: 'center',
        }}
      >
        {grouped}
      </Typography>
    </Stack>
  );
}
