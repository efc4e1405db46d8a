import { Box, Button, Card, Chip, Grid, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PURCHASE_QUERY, type CourseTier } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { catalogueText, heldTier } from '@academy/domain';
import { usePublicConfig, useTiers } from '../../app/config/api/get-public-config';
import { useSession } from '../../app/session/use-session';
import { useCatalogueContents, useContentsText, type CatalogueContents } from '../education';
import { PendingPaymentsCard } from '../pending';

/**
 * SPEC.md §2's Activate screen: one card per tier on sale, at the catalogue's current price, each
 * saying what it opens by the catalogue's access rules and, beside the student's own tier, what
 * it adds to it.
 */
export function ActivatePage() {
  const { t } = useTranslation('activation');
  const { tiers } = useTiers();
  const { user } = useSession();
  const contents = useCatalogueContents();
  const held = heldTier(user?.course, tiers);
  return (
    <Stack spacing={3}>
      <PendingPaymentsCard />
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Grid component="ul" aria-label={t('tiersLabel')} container spacing={2} sx={{ m: 0, p: 0 }}>
        {tiers.map((tier) => (
          <Grid component="li" key={tier.id} size={{ xs: 12, md: 4 }} sx={{ listStyle: 'none' }}>
            <TierCard tier={tier} held={held} contents={contents} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

interface TierCardProps {
  tier: CourseTier;
  /** The tier the student holds, if any. */
  held: CourseTier | null;
  contents: CatalogueContents | null;
}

function TierCard({ tier, held, contents }: TierCardProps) {
  const { t, i18n } = useTranslation('activation');
  const contentsText = useContentsText();
  const current = held?.id === tier.id;
  const added =
    contents && held && tier.price > held.price ? contents.addedBy(held.name, tier.name) : null;
  const { courseUrls, marketingUrl } = usePublicConfig();
  const [, setSearchParams] = useSearchParams();
  const titleId = useId();

  // Putting course and price in the query is what opens the payment overlay; a new history
  // entry, so Back closes it again.
  const topUp = () =>
    setSearchParams((params) => {
      params.set(PURCHASE_QUERY.course, tier.id);
      params.set(PURCHASE_QUERY.price, String(tier.price));
      return params;
    });

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderColor: tier.popular ? 'secondary.main' : undefined,
        borderWidth: tier.popular ? 2 : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WorkspacePremiumIcon color="secondary" />
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {tier.name}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {current && <Chip label={t('current')} color="primary" size="small" />}
          {tier.popular && <Chip label={t('popular')} color="secondary" size="small" />}
        </Stack>
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>
        {t('price', { amount: tier.price })}
      </Typography>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {catalogueText(i18n.language, tier.description, tier.descriptionRu)}
      </Typography>
      {contents && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('includes', { items: contentsText(contents.openedBy(tier.name)) })}
        </Typography>
      )}
      {held && added && added.books + added.lessons > 0 && (
        <Typography color="text.secondary">
          {t('adds', { items: contentsText(added), course: held.name })}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={topUp} aria-describedby={titleId}>
          {t('topUp')}
        </Button>
        <Button
          variant="outlined"
          // A tier staff added has no course page of its own: the marketing site describes it.
          href={courseUrls[tier.id] ?? marketingUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-describedby={titleId}
        >
          {t('learnMore')}
        </Button>
      </Stack>
    </Card>
  );
}
