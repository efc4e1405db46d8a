import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { ManualPaymentMethod, Purchase, User } from '@academy/contracts';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { useOfferedCoins } from '../use-offered-coins';
import { usePayPortPayment } from '../use-payport-payment';
import { NEW_TAB } from '../../../lib/new-tab';

/** The methods that open a screen of their own inside the overlay. */
export type MethodScreen = 'card' | 'crypto' | 'p2p';

type MethodKey = MethodScreen | 'coinumm' | 'revoxpay' | 'payport';

/** The manual methods paid on another site, whose "I have paid" sits in the list itself. */
export type ExternalManualMethod = Extract<ManualPaymentMethod, 'coinumm' | 'revoxpay'>;

interface MethodListProps {
  purchase: Purchase;
  user: User | null;
  onChoose: (method: MethodScreen) => void;
  onPaid: (method: ExternalManualMethod) => void;
}

/**
 * SPEC.md §2's six methods: Card, Crypto and P2P/IBAN open their screens, Coinumm and Revoxpay
 * their sites in a new tab (each with 'I have paid' for afterwards), and PayPort creates its
 * payment at once. Card and Crypto are listed only when the deployment offers them: a Card
 * without a provider would only answer 503, a Crypto without a coin would show no address. With
 * two card methods listed, a line under them says which to try first (the spec fixes their
 * subtitles, so the hint has a line of its own).
 */
export function MethodList({ purchase, user, onChoose, onPaid }: MethodListProps) {
  const { t } = useTranslation('checkout');
  const { coinummUrl, revoxpayUrl, paymentProvider, cryptoInvoices } = usePublicConfig();
  const cryptoOffered = useOfferedCoins().length > 0 || cryptoInvoices;
  const payport = usePayPortPayment(purchase, user);

  return (
    <Stack spacing={2}>
      {payport.error && <Alert severity="error">{payport.error}</Alert>}
      <List aria-label={t('methods.label')} sx={{ display: 'grid', gap: 1.5, p: 0 }}>
        {paymentProvider !== null && (
          <Method method="card" icon={<CreditCardIcon />} onClick={() => onChoose('card')} />
        )}
        {cryptoOffered && (
          <Method
            method="crypto"
            icon={<CurrencyBitcoinIcon />}
            onClick={() => onChoose('crypto')}
          />
        )}
        <Method method="p2p" icon={<AccountBalanceIcon />} onClick={() => onChoose('p2p')} />
        <Method
          method="coinumm"
          icon={<PaymentsIcon />}
          href={coinummUrl}
          onPaid={() => onPaid('coinumm')}
        />
        <Method
          method="revoxpay"
          icon={<PaymentsIcon />}
          href={revoxpayUrl}
          onPaid={() => onPaid('revoxpay')}
        />
        <Method
          method="payport"
          icon={<LockIcon />}
          busy={payport.busy}
          onClick={() => payport.pay()}
        />
      </List>
      {paymentProvider !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('methods.whichCard')}
        </Typography>
      )}
    </Stack>
  );
}

interface MethodProps {
  method: MethodKey;
  icon: ReactElement;
  onClick?: () => void;
  /** An external site, opened in a new tab. */
  href?: string;
  busy?: boolean;
  /** Opens the "I have paid" step of a method paid elsewhere. */
  onPaid?: () => void;
}

function Method({ method, icon, onClick, href, busy = false, onPaid }: MethodProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const subtitleId = useId();
  const external = href !== undefined;
  const link = external ? { component: 'a', href, ...NEW_TAB } : {};
  const title = t(`methods.${method}.title`);
  // The crypto method names only the coins this deployment takes.
  const coins = useOfferedCoins()
    .map(({ option }) => option.name)
    .join(', ');
  return (
    <ListItem
      disablePadding
      sx={onPaid && { flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}
    >
      <ListItemButton
        {...link}
        onClick={onClick}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          bgcolor: 'background.paper',
          py: 1.5,
        }}
      >
        <ListItemIcon sx={{ color: 'primary.main' }}>
          {busy ? <CircularProgress size={24} aria-label={t('payport.busy')} /> : icon}
        </ListItemIcon>
        <ListItemText
          primary={title}
          secondary={t(`methods.${method}.subtitle`, { coins })}
          slotProps={{
            primary: { id: titleId, sx: { fontWeight: 700 } },
            secondary: { id: subtitleId },
          }}
        />
        {external ? (
          <OpenInNewIcon aria-hidden color="action" />
        ) : (
          <ChevronRightIcon aria-hidden color="action" />
        )}
      </ListItemButton>
      {onPaid && (
        <Button
          size="small"
          onClick={onPaid}
          aria-label={t('paid.openWith', { method: title })}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('paid.open')}
        </Button>
      )}
    </ListItem>
  );
}
