import { Box, LinearProgress, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { useTranslation } from 'react-i18next';
import type { RegistrationProduct } from '../registration-choice';

interface ProductIcon {
  Icon: SvgIconComponent;
  color: string;
}

const PRODUCT_ICONS: Record<string, ProductIcon> = {
  silver: { Icon: MilitaryTechIcon, color: '#9aa3b2' },
  gold: { Icon: EmojiEventsIcon, color: 'secondary.main' },
  platinum: { Icon: DiamondIcon, color: '#7c8db5' },
  topup: { Icon: AccountBalanceWalletIcon, color: 'primary.main' },
};
// A tier staff added wears the gold medal.
const TIER_ICON: ProductIcon = { Icon: EmojiEventsIcon, color: 'secondary.main' };

const iconOf = (product: RegistrationProduct): ProductIcon =>
  PRODUCT_ICONS[product.id] ?? TIER_ICON;

interface TierSummaryProps {
  product: RegistrationProduct;
  price: number;
}

/** 'Selected course' and the tier's name, or the top-up's caption and name. */
function useProductText(product: RegistrationProduct) {
  const { t } = useTranslation('auth');
  return product.id === 'topup'
    ? { caption: t('register.selectedTopUp'), name: t('register.topUp') }
    : { caption: t('register.selectedCourse'), name: product.name ?? '' };
}

/** Large screens: the chosen tier beside the form. */
export function TierPanel({ product, price }: TierSummaryProps) {
  const { t } = useTranslation('auth');
  const { Icon, color } = iconOf(product);
  const { caption, name } = useProductText(product);
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 4,
        textAlign: 'center',
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 96,
          height: 96,
          borderRadius: '50%',
          bgcolor: 'background.paper',
        }}
      >
        <Icon aria-hidden sx={{ fontSize: 56, color }} />
      </Box>
      <Typography variant="overline">{caption}</Typography>
      <Typography variant="h2" component="p">
        {name}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>
        {t('register.price', { price })}
      </Typography>
    </Box>
  );
}

/** Small screens: the chosen tier above the form, with the Registration → Payment progress. */
export function TierBanner({ product, price }: TierSummaryProps) {
  const { t } = useTranslation('auth');
  const { Icon, color } = iconOf(product);
  const { caption, name } = useProductText(product);
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          mb: 2,
          borderRadius: 2,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Icon aria-hidden sx={{ fontSize: 36, color }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        </Box>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
          {t('register.price', { price })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={50}
        aria-label={t('register.steps')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('register.stepRegistration')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('register.stepPayment')}
        </Typography>
      </Box>
    </Box>
  );
}
