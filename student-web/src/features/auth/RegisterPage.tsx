import { Box, Grid, Link, Typography } from '@mui/material';
import { COURSE_TIER_IDS, PURCHASE_QUERY, type CourseTierId } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { AuthLayout } from './components/AuthLayout';
import { RegisterForm } from './components/RegisterForm';
import { TierBanner, TierPanel } from './components/TierSummary';

const isTier = (value: string): value is CourseTierId =>
  (COURSE_TIER_IDS as readonly string[]).includes(value);

/** `course` is one of the tiers (silver when missing or unknown); `price` is dollars (0 when not). */
function readChoice(params: URLSearchParams): { course: CourseTierId; price: number } {
  const course = params.get(PURCHASE_QUERY.course)?.toLowerCase() ?? '';
  const price = Number(params.get(PURCHASE_QUERY.price) ?? 0);
  return {
    course: isTier(course) ? course : 'silver',
    price: Number.isFinite(price) && price >= 0 ? price : 0,
  };
}

/**
 * /register, usually reached from a tier's "buy" link (`?course=gold&price=250`). Once the account
 * exists the student goes on to pay for that tier on the dashboard.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { course, price } = readChoice(params);
  // A visitor who came without choosing a tier has nothing to pay for yet (SPEC.md's other reading).
  const chosen = params.has(PURCHASE_QUERY.course) || params.has(PURCHASE_QUERY.price);
  const destination = chosen
    ? `${paths.dashboard}?${new URLSearchParams({ [PURCHASE_QUERY.course]: course, [PURCHASE_QUERY.price]: String(price) }).toString()}`
    : paths.dashboard;

  // A full page load: the public-only guard would otherwise send the fresh session to a bare
  // /dashboard before this page could add the tier to the address.
  const goToDashboard = () => window.location.replace(destination);

  return (
    <AuthLayout maxWidth={960} disablePadding>
      <Grid container>
        <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <TierPanel course={course} price={price} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: { md: 'none' } }}>
            <TierBanner course={course} price={price} />
          </Box>
          <Typography variant="h1">{t('register.title')}</Typography>
          <Typography sx={{ mt: 1, mb: 3 }}>
            <Link component={RouterLink} to={paths.login}>
              {t('register.haveAccount')}
            </Link>
          </Typography>
          <RegisterForm onRegistered={goToDashboard} />
        </Grid>
      </Grid>
    </AuthLayout>
  );
}
