import { Box, Grid, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { AuthLayout } from './components/AuthLayout';
import { RegisterForm } from './components/RegisterForm';
import { TierBanner, TierPanel } from './components/TierSummary';
import { useTiers } from '../../app/config/api/get-public-config';
import { readRegistrationChoice } from './registration-choice';

/**
 * /register, usually reached from a tier's "buy" link (`?course=gold&price=250`). Once the account
 * exists the student goes on to pay for that tier on the dashboard, at the price shown here.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { tiers } = useTiers();
  const { product, price, purchaseQuery } = readRegistrationChoice(params, tiers);
  // A visitor who came without choosing a tier has nothing to pay for yet (SPEC.md's other reading).
  const destination = purchaseQuery
    ? `${paths.dashboard}?${purchaseQuery.toString()}`
    : paths.dashboard;

  // A full page load: the public-only guard would otherwise send the fresh session to a bare
  // /dashboard before this page could add the tier to the address.
  const goToDashboard = () => window.location.replace(destination);

  return (
    <AuthLayout maxWidth={960} disablePadding>
      <Grid container>
        <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <TierPanel product={product} price={price} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: { md: 'none' } }}>
            <TierBanner product={product} price={price} />
          </Box>
          <Typography variant="h1">{t('register.title')}</Typography>
          <Typography sx={{ mt: 1, mb: 3 }}>
            <Link component={RouterLink} to={paths.login}>
              {t('register.haveAccount')}
            </Link>
          </Typography>
          <RegisterForm
            onRegistered={goToDashboard}
            referralCode={params.get('ref')?.trim() || undefined}
          />
        </Grid>
      </Grid>
    </AuthLayout>
  );
}
