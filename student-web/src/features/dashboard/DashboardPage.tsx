import { Box, Grid, Stack } from '@mui/material';
import { useSession } from '../../app/session/use-session';
import { AccountSummary } from './components/AccountSummary';
import { BenefitsSection } from './components/BenefitsSection';
import { CertificatesCard } from './components/CertificatesCard';
import { CommunityCard } from './components/CommunityCard';
import { CourseCard } from './components/CourseCard';
import { ContinueLearningCard } from './components/ContinueLearningCard';
import { MarketCategories } from './components/MarketCategories';
import { OverdraftCard } from './components/OverdraftCard';
import { PaymentNotice } from './components/PaymentNotice';
import { PaymentOutcomeNotices } from './components/PaymentOutcomeNotices';
import { SectionTiles } from './components/SectionTiles';
import { TrialCard } from './components/TrialCard';
import { VerifyEmailBanner } from './components/VerifyEmailBanner';
import { useOverdraftActivation } from './use-overdraft-activation';
import { usePaymentOutcomes } from './use-payment-outcomes';
import { usePaymentReturn } from './use-payment-return';
import { PendingPaymentsCard } from '../pending';

/**
 * SPEC.md §2's dashboard: balance and course, what the course opened, section tiles, community,
 * overdraft, markets; and after a checkout or a staff decision, what became of the payment.
 */
export function DashboardPage() {
  const { user } = useSession();
  const overdraft = useOverdraftActivation();
  const paymentReturn = usePaymentReturn();
  const outcomes = usePaymentOutcomes();
  // The guard renders this page only with a user; nothing to show before it is known.
  if (!user) return null;
  // The offer is for users whose flag is exactly false; once activated here, the card stays to
  // show the congratulations even though the refreshed user now has the flag set.
  const showOverdraft = user.overdraft === false || overdraft.status === 'done';
  return (
    <Stack spacing={4}>
      {paymentReturn.outcome && (
        <PaymentNotice outcome={paymentReturn.outcome} onClose={paymentReturn.dismiss} />
      )}
      <PaymentOutcomeNotices notices={outcomes.notices} onDismiss={outcomes.dismiss} />
      <VerifyEmailBanner user={user} />
      <PendingPaymentsCard />
      <AccountSummary user={user} />
      <CertificatesCard />
      {/* Side by side on a wide screen; a card with nothing to say leaves the row to the other. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(0, 1fr))' },
        }}
      >
        <CourseCard user={user} />
        <TrialCard user={user} />
        <ContinueLearningCard />
      </Box>
      <SectionTiles />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: showOverdraft ? 6 : 12 }}>
          <CommunityCard />
        </Grid>
        {showOverdraft && (
          <Grid size={{ xs: 12, md: 6 }}>
            <OverdraftCard status={overdraft.status} onActivate={overdraft.activate} />
          </Grid>
        )}
      </Grid>
      <BenefitsSection />
      <MarketCategories />
    </Stack>
  );
}
