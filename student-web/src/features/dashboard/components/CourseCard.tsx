import { Button, Card, Divider, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { CourseTier, User } from '@academy/contracts';
import { heldTier } from '@academy/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { paths } from '../../../config/routes';
import { useCatalogueContents, useContentsText } from '../../education';

/** The dearest tier on sale that costs more than the one held: the step up worth naming. */
function dearerTier(held: CourseTier, tiers: readonly CourseTier[]): CourseTier | null {
  return tiers.reduce<CourseTier | null>(
    (best, tier) => (tier.price > (best ?? held).price ? tier : best),
    null,
  );
}

/**
 * For a student holding a tier: what it opened, counted from the catalogue's access rules, the
 * way to the library or the lessons, and what the dearest tier would add. Nothing for a student
 * without a tier, or until the books and lessons have loaded.
 */
export function CourseCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { tiers } = usePublicConfig();
  const contents = useCatalogueContents();
  const contentsText = useContentsText();
  const held = heldTier(user.course, tiers);
  if (!held || !contents) return null;
  const opened = contents.openedBy(held.name);
  const free = contents.openedBy('');
  const better = dearerTier(held, tiers);
  const added = better ? contents.addedBy(held.name, better.name) : null;
  const upgrade = better && added && added.books + added.lessons > 0 ? better : null;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3, height: '100%' }}>
      <Stack spacing={2} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <MenuBookIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('course.title', { course: held.name })}
        </Typography>
        <Typography>{t('course.opens', { items: contentsText(opened) })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
          {opened.books > 0 && (
            <Button variant="contained" component={RouterLink} to={paths.books}>
              {t('course.library')}
            </Button>
          )}
          {opened.lessons > free.lessons && (
            <Button variant="contained" component={RouterLink} to={paths.videoLessons}>
              {t('course.lessons')}
            </Button>
          )}
        </Stack>
        {upgrade && added && (
          <>
            <Divider flexItem />
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('course.upgrade', { course: upgrade.name, items: contentsText(added) })}
            </Typography>
            <Button variant="outlined" component={RouterLink} to={paths.activate}>
              {t('course.compare')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
