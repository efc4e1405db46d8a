import PaymentsIcon from '@mui/icons-material/Payments';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Menu, useBasename, useCanAccess, useDataProvider } from 'react-admin';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';
import { PENDING_QUEUE } from '../dashboard/pending-queue';

/** The count on the item, read only for staff who may read payments. */
function PendingBadgeIcon() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const { data } = useQuery(academyQueries.pendingPayments(dataProvider));
  const count = data?.count ?? 0;
  return (
    <Badge
      badgeContent={count}
      max={999}
      color="error"
      aria-label={
        count > 0 ? translate('academy.dashboard.pending.badge', { smart_count: count }) : undefined
      }
      role={count > 0 ? 'status' : undefined}
    >
      <PaymentsIcon />
    </Badge>
  );
}

/**
 * Payments, opening on the pending queue (oldest first), with the number of payments waiting for
 * a decision as a badge on every page.
 */
export function PaymentsMenuItem() {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'list' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={{ ...PENDING_QUEUE, pathname: `${basename}${PENDING_QUEUE.pathname}` }}
      primaryText="academy.layout.menu.payments"
      leftIcon={<PendingBadgeIcon />}
    />
  );
}
