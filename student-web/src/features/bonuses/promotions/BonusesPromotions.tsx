import { Grid } from '@mui/material';
import { PromoCheckCard } from './PromoCheckCard';
import { PublicPromotions } from './PublicPromotions';

/** The Bonuses page's promotions: the public codes beside the card that checks a code. */
export function BonusesPromotions() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <PublicPromotions />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PromoCheckCard />
      </Grid>
    </Grid>
  );
}
