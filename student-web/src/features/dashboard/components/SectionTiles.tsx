import { Card, CardActionArea, Grid, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import SchoolIcon from '@mui/icons-material/School';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';

const TILES: { labelKey: TileKey; to: string; icon: ReactElement }[] = [
  { labelKey: 'tiles.activate', to: paths.activate, icon: <VerifiedUserIcon /> },
  { labelKey: 'tiles.education', to: paths.education, icon: <SchoolIcon /> },
  { labelKey: 'tiles.calendar', to: paths.calendar, icon: <CalendarMonthIcon /> },
  { labelKey: 'tiles.trading', to: paths.trading, icon: <ShowChartIcon /> },
  { labelKey: 'tiles.bonuses', to: paths.bonuses, icon: <CardGiftcardIcon /> },
];

type TileKey =
  'tiles.activate' | 'tiles.education' | 'tiles.calendar' | 'tiles.trading' | 'tiles.bonuses';

/** The five shortcuts of the dashboard, each a link to its section. */
export function SectionTiles() {
  const { t } = useTranslation('dashboard');
  return (
    <Grid component="section" aria-label={t('tiles.label')} container spacing={2}>
      {TILES.map((tile) => (
        <Grid key={tile.to} size={{ xs: 6, sm: 4, md: 'grow' }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={tile.to}
              sx={{
                height: '100%',
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                gap: 1,
                color: 'primary.main',
              }}
            >
              {tile.icon}
              <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t(tile.labelKey)}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
