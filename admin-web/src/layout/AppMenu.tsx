import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import type { MessageKey } from '../i18n/en';
import { DELETED_USERS } from '../providers/data-provider';
import { PaymentsMenuItem } from './PaymentsMenuItem';

interface PageMenuItemProps {
  path: string;
  primaryText: MessageKey;
  icon: ReactElement;
}

/** Custom pages are not resources, so such an item asks the access rules itself. */
function PageMenuItem({ path, primaryText, icon }: PageMenuItemProps) {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: path, action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${path}`} primaryText={primaryText} leftIcon={icon} />;
}

/**
 * Dashboard, Users, Payments (with the pending count), Statistics, Audit, Deleted users, Staff,
 * API keys, Webhooks, Certificates, and the catalogue's Tiers, Books and Lessons; an item hides
 * itself when the role may not list it.
 */
export function AppMenu() {
  return (
    <Menu>
      <PageMenuItem
        path="dashboard"
        primaryText="academy.layout.menu.dashboard"
        icon={<DashboardIcon />}
      />
      <Menu.ResourceItem name="users" primaryText="academy.layout.menu.users" />
      <PaymentsMenuItem />
      <PageMenuItem
        path="statistics"
        primaryText="academy.layout.menu.statistics"
        icon={<BarChartIcon />}
      />
      <PageMenuItem
        path="referrals"
        primaryText="academy.layout.menu.referrals"
        icon={<GroupAddIcon />}
      />
      <Menu.ResourceItem name="audit" primaryText="academy.layout.menu.audit" />
      <Menu.ResourceItem name={DELETED_USERS} primaryText="academy.layout.menu.deletedUsers" />
      <Menu.ResourceItem name="staff" primaryText="academy.layout.menu.staff" />
      <Menu.ResourceItem name="api-keys" primaryText="academy.layout.menu.apiKeys" />
      <Menu.ResourceItem name="webhooks" primaryText="academy.layout.menu.webhooks" />
      <Menu.ResourceItem name="certificates" primaryText="academy.layout.menu.certificates" />
      <Menu.ResourceItem name="tiers" primaryText="academy.layout.menu.tiers" />
      <Menu.ResourceItem name="books" primaryText="academy.layout.menu.books" />
      <Menu.ResourceItem name="lessons" primaryText="academy.layout.menu.lessons" />
      <Menu.ResourceItem name="promo-codes" primaryText="academy.layout.menu.promotions" />
    </Menu>
  );
}
