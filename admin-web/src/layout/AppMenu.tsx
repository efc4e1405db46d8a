import BarChartIcon from '@mui/icons-material/BarChart';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import { DELETED_USERS } from '../providers/data-provider';

/** Custom pages are not resources, so their items ask the access rules themselves. */
function PageMenuItem({ page, icon }: { page: 'statistics' | 'referrals'; icon: ReactElement }) {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: page, action: 'list' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={`${basename}/${page}`}
      primaryText={`academy.layout.menu.${page}`}
      leftIcon={icon}
    />
  );
}

/**
 * Users, Payments, Statistics, Audit, Deleted users, Staff, API keys, Webhooks, Certificates, and
 * the catalogue's Tiers, Books and Lessons; a resource item hides itself when the
 * role may not list it.
 */
export function AppMenu() {
  return (
    <Menu>
      <Menu.ResourceItem name="users" primaryText="academy.layout.menu.users" />
      <Menu.ResourceItem name="payments" primaryText="academy.layout.menu.payments" />
      <PageMenuItem page="statistics" icon={<BarChartIcon />} />
      <PageMenuItem page="referrals" icon={<GroupAddIcon />} />
      <Menu.ResourceItem name="audit" primaryText="academy.layout.menu.audit" />
      <Menu.ResourceItem name={DELETED_USERS} primaryText="academy.layout.menu.deletedUsers" />
      <Menu.ResourceItem name="staff" primaryText="academy.layout.menu.staff" />
      <Menu.ResourceItem name="api-keys" primaryText="academy.layout.menu.apiKeys" />
      <Menu.ResourceItem name="webhooks" primaryText="academy.layout.menu.webhooks" />
      <Menu.ResourceItem name="certificates" primaryText="academy.layout.menu.certificates" />
      <Menu.ResourceItem name="tiers" primaryText="academy.layout.menu.tiers" />
      <Menu.ResourceItem name="books" primaryText="academy.layout.menu.books" />
      <Menu.ResourceItem name="lessons" primaryText="academy.layout.menu.lessons" />
    </Menu>
  );
}
