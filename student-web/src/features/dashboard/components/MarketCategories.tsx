import { alpha, Box, Card, Grid, Typography } from '@mui/material';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import OilBarrelIcon from '@mui/icons-material/OilBarrel';
import PieChartIcon from '@mui/icons-material/PieChart';
import StackedLineChartIcon from '@mui/icons-material/StackedLineChart';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type CategoryKey = 'stocks' | 'currencies' | 'indices' | 'crypto' | 'commodities' | 'etf';

const CATEGORIES: { key: CategoryKey; icon: ReactElement }[] = [
  { key: 'stocks', icon: <CandlestickChartIcon /> },
  { key: 'currencies', icon: <CurrencyExchangeIcon /> },
  { key: 'indices', icon: <StackedLineChartIcon /> },
  { key: 'crypto', icon: <CurrencyBitcoinIcon /> },
  { key: 'commodities', icon: <OilBarrelIcon /> },
  { key: 'etf', icon: <PieChartIcon /> },
];

/** The six market categories, one, two or three to a row as the screen widens. */
export function MarketCategories() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {t('markets.title')}
      </Typography>
      <Grid container spacing={2}>
        {CATEGORIES.map((category) => (
          <Grid key={category.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ p: 2.5, height: '100%' }}>
              <Box
                sx={{
                  display: 'inline-flex',
                  p: 1,
                  mb: 1.5,
                  borderRadius: 2,
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                  color: 'primary.main',
                }}
              >
                {category.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                {t(`markets.${category.key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`markets.${category.key}.text`)}
              </Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
