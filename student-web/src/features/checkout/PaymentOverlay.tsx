import { Box, Button, Container, Dialog, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { TOPUP_LIMITS, type ManualPaymentMethod } from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useTiers } from '../../app/config/api/get-public-config';
import { useSession } from '../../app/session/use-session';
import { isSamePurchase, PayAgainNotice, usePendingPayments } from '../pending';
import { CardMethod } from './components/CardMethod';
import { CryptoMethod } from './components/CryptoMethod';
import { ManualPaymentStep } from './components/ManualPaymentStep';
import { MethodList, type MethodScreen } from './components/MethodList';
import { P2pMethod } from './components/P2pMethod';
import { PurchaseSummary } from './components/PurchaseSummary';
import type { PromoCheckResponse } from '@academy/contracts';
import { PromoCodeField } from '../bonuses';
import { AppliedPromoContext } from './promo-context';
import { purchaseCourse, withoutPurchaseQuery, type PurchaseQuery } from './purchase-query';

/**
 * SPEC.md §2's payment overlay: full screen over the page (which stops scrolling), the product,
 * 'To pay' and the methods. Back steps out of a method, then out of the overlay by taking course
 * and price out of the address. A query it cannot price says so instead of offering methods.
 */
export function PaymentOverlay({ query }: { query: PurchaseQuery }) {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const [, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<MethodScreen | null>(null);
  // "I have paid" opens over the method's screen (Crypto, P2P) or over the list (Coinumm,
  // Revoxpay), so Back returns to where the student came from.
  const [paidWith, setPaidWith] = useState<ManualPaymentMethod | null>(null);
  // The code the server accepted; every method then pays with it, at the server's price.
  const [promo, setPromo] = useState<PromoCheckResponse | null>(null);
  // ?promo= is checked once; after that the student's own changes count.
  const [linkedPromo, setLinkedPromo] = useState(query.promo);
  const applyPromo = (result: PromoCheckResponse | null) => {
    setPromo(result);
    setLinkedPromo(undefined);
  };
  // A payment for the same thing still waits: the student says they mean to pay again.
  const [payAgain, setPayAgain] = useState(false);
  const pending = usePendingPayments();
  // Priced by the tiers on sale now, asked for again as the overlay opens.
  const { tiers, loading } = useTiers();
  const purchase = useMemo(
    () => resolvePurchase(tiers, query.course, query.price),
    [tiers, query.course, query.price],
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);

  // Each step announces itself: focus moves to its heading, not back to the top of the page.
  useEffect(() => {
    if (stepped.current) heading.current?.focus();
  }, [method, paidWith]);

  const choose = (next: MethodScreen | null) => {
    stepped.current = true;
    setMethod(next);
  };

  const confirmPaid = (manual: ManualPaymentMethod | null) => {
    stepped.current = true;
    setPaidWith(manual);
  };

  const close = () => {
    // /checkout has nothing of its own to show once the overlay is gone.
    if (pathname === paths.checkout) {
      void navigate(paths.dashboard, { replace: true });
      return;
    }
    // Replacing the entry keeps the browser's Back from reopening the overlay.
    setSearchParams((params) => withoutPurchaseQuery(params), { replace: true });
  };

  const back = () => {
    if (paidWith) confirmPaid(null);
    else if (method) choose(null);
    else close();
  };

  // The first answer for the tiers is a moment away: nothing is said about the price before it.
  if (loading) return null;

  let title: string;
  let content: ReactNode;
  if (!purchase) {
    title = t('headings.invalid');
    content = <Typography>{t('invalid.text', TOPUP_LIMITS)}</Typography>;
  } else if (
    // Asked once, before paying: the payment this overlay has just sent is pending too.
    !payAgain &&
    !method &&
    !paidWith &&
    pending.some((payment) => isSamePurchase(payment, purchase))
  ) {
    title = t('headings.pending');
    content = <PayAgainNotice purchase={purchase} onProceed={() => setPayAgain(true)} />;
  } else if (paidWith) {
    title = t('headings.paid');
    content = <ManualPaymentStep purchase={purchase} method={paidWith} onClose={close} />;
  } else if (method === 'card') {
    title = t('headings.card');
    content = <CardMethod purchase={purchase} user={user} />;
  } else if (method === 'crypto') {
    title = t('headings.crypto');
    content = <CryptoMethod purchase={purchase} onPaid={() => confirmPaid('crypto')} />;
  } else if (method === 'p2p') {
    title = t('headings.p2p');
    content = <P2pMethod purchase={purchase} onPaid={() => confirmPaid('p2p')} />;
  } else {
    title = t('headings.methods');
    content = (
      <>
        <PromoCodeField
          course={purchaseCourse(purchase)}
          price={purchase.kind === 'topup' ? purchase.amount : undefined}
          applied={promo}
          onApplied={applyPromo}
          initialCode={linkedPromo}
        />
        <MethodList purchase={purchase} user={user} onChoose={choose} onPaid={confirmPaid} />
      </>
    );
  }

  return (
    <AppliedPromoContext value={promo}>
      <Dialog open fullScreen onClose={back} aria-labelledby={headingId}>
        <Box sx={{ bgcolor: 'background.default', minHeight: '100%' }}>
          <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
            <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 2, ml: -1 }}>
              {t('back')}
            </Button>
            <Stack spacing={3}>
              {purchase && <PurchaseSummary purchase={purchase} />}
              <Typography
                ref={heading}
                id={headingId}
                tabIndex={-1}
                variant="h2"
                component="h1"
                sx={{ outline: 'none' }}
              >
                {title}
              </Typography>
              {content}
            </Stack>
          </Container>
        </Box>
      </Dialog>
    </AppliedPromoContext>
  );
}
