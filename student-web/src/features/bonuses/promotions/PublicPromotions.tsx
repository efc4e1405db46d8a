import { Alert, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from './api/get-promotions';
import type { PublicPromotion } from '@academy/contracts';
import { usePromotionText } from './use-promotion-text';

/** The public promo codes: each with its banner text, its offer, its code, dates and tiers. */
export function PublicPromotions() {
  const { t } = useTranslation('bonuses');
  const { data, isPending, isError } = usePromotions();
  const headingId = useId();

  let content;
  if (isPending) content = null;
  else if (isError) content = <Alert severity="error">{t('promotions.loadFailed')}</Alert>;
  else if (data.length === 0)
    content = <Typography color="text.secondary">{t('promotions.none')}</Typography>;
  else
    content = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((promotion) => (
          <Grid key={promotion.code} size={{ xs: 12, md: 6 }} component="li">
            <PromotionCard promotion={promotion} />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('promotions.title')}
      </Typography>
      {content}
    </Stack>
  );
}

function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  const { t } = useTranslation('bonuses');
  const text = usePromotionText()(promotion);
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
            {promotion.bannerText || text.offer}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip color="secondary" size="small" label={text.offer} />
            <Chip
              variant="outlined"
              size="small"
              label={t('promotions.code', { code: promotion.code })}
              sx={{ fontFamily: 'monospace', fontWeight: 700 }}
            />
          </Stack>
          <Typography color="text.secondary">{text.appliesTo}</Typography>
          {text.dates && <Typography color="text.secondary">{text.dates}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
