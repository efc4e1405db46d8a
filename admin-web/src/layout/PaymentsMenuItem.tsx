import PaymentsIcon from '@mui/icons-material/Payments';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Menu, useBasename, useCanAccess, useDataProvider } from 'react-admin';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';
import { PENDING_QUEUE } from '../dashboard/pending-queue';

/**
 * The pending count, read only for staff who may read payments: a badge on the icon, and the
 * item's description for assistive technology (its name stays "Payments").
 */
function usePendingCount(): number {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return useQuery(academyQueries.pendingPayments(dataProvider)).data?.count ?? 0;
}

function PaymentsMenuLink() {
  const translate = useTypedTranslate();
  const basename = useBasename();
  const count = usePendingCount();
  return (
    <Menu.Item
      to={{ ...PENDING_QUEUE, pathname: `${basename}${PENDING_QUEUE.pathname}` }}
      primaryText="academy.layout.menu.payments"
      aria-description={
        count > 0 ? translate('academy.dashboard.pending.badge', { smart_count: count }) : undefined
      }
      leftIcon={
        <Badge badgeContent={count} max={999} color="error" aria-hidden>
          <PaymentsIcon />
        </Badge>
      }
    />
  );
}

/**
 * Payments, opening on the pending queue (oldest first), with the number of payments waiting for
 * a decision as a badge on every page.
 */
export function PaymentsMenuItem() {
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'list' });
  return canAccess ? <PaymentsMenuLink /> : null;
}
