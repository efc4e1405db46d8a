import {
  Alert,
  Box,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { CryptoOption, Purchase } from '@academy/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import { useOfferedCoins } from '../use-offered-coins';
import { usePurchaseText } from '../use-purchase-text';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { CryptoIcon } from './CryptoIcon';
import { CryptoInvoiceMethod } from './CryptoInvoiceMethod';
import { PaidButton } from './PaidButton';

/**
 * 'Cryptocurrency payment': with BTCPay Server, an invoice of its own on BTCPay's checkout;
 * otherwise each coin's configured receiving address with a copy button and its
 * QR code: always shown on a large screen (to scan with a phone's wallet), behind a toggle on a
 * phone, where it would push the other addresses far down. Once sent, 'I have paid' records it.
 */
export function CryptoMethod({ purchase, onPaid }: { purchase: Purchase; onPaid: () => void }) {
  const { cryptoInvoices } = usePublicConfig();
  if (cryptoInvoices) return <CryptoInvoiceMethod purchase={purchase} />;
  return <SharedAddresses purchase={purchase} onPaid={onPaid} />;
}

/** Without BTCPay: the deployment's own address per coin, and 'I have paid' for staff to check. */
function SharedAddresses({ purchase, onPaid }: { purchase: Purchase; onPaid: () => void }) {
  const { t } = useTranslation('checkout');
  const { amount } = usePurchaseText(purchase);
  const coins = useOfferedCoins();

  if (coins.length === 0) return <Alert severity="info">{t('crypto.unavailable')}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('crypto.text', { amount })}</Typography>
      <Alert severity="warning">{t('crypto.warning')}</Alert>
      <List aria-label={t('crypto.optionsLabel')} sx={{ display: 'grid', gap: 1.5, p: 0 }}>
        {coins.map(({ option, address }) => (
          <CryptoOptionItem key={option.id} option={option} address={address} />
        ))}
      </List>
      <PaidButton onClick={onPaid} />
    </Stack>
  );
}

function CryptoOptionItem({ option, address }: { option: CryptoOption; address: string }) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const [qrOpen, setQrOpen] = useState(false);
  const { copied, copy } = useCopyFeedback(address);
  const nameId = useId();
  const qrId = useId();
  const copyLabel = t(copied ? 'crypto.copied' : 'crypto.copy', { name: option.name });
  const showQr = !isPhone || qrOpen;

  return (
    <ListItem
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CryptoIcon option={option.id} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 700 }}>
            {option.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('crypto.network', { network: t(`crypto.networks.${option.id}`) })}
          </Typography>
        </Box>
        <IconButton
          aria-label={copyLabel}
          onClick={() => void copy()}
          color={copied ? 'success' : 'default'}
        >
          {copied ? <CheckIcon /> : <ContentCopyIcon />}
        </IconButton>
        {isPhone && (
          <IconButton
            aria-label={t(qrOpen ? 'crypto.hideQr' : 'crypto.showQr', { name: option.name })}
            aria-expanded={qrOpen}
            aria-controls={qrOpen ? qrId : undefined}
            onClick={() => setQrOpen((open) => !open)}
          >
            <QrCode2Icon />
          </IconButton>
        )}
      </Box>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
        {address}
      </Typography>
      {showQr && (
        <Box id={qrId} sx={{ alignSelf: 'center', p: 1, bgcolor: '#fff', borderRadius: 2 }}>
          <QRCodeSVG
            value={address}
            size={160}
            marginSize={2}
            role="img"
            aria-label={t('crypto.qr', { name: option.name })}
          />
        </Box>
      )}
    </ListItem>
  );
}
