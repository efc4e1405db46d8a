import { render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import type { AuditEntry } from '@academy/contracts';
import { i18nProvider } from '../../providers/i18n-provider';
import { AuditList } from './AuditList';

const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();

const entries: AuditEntry[] = [
  {
    id: 4,
    actor: 'marketing.olga',
    actorRole: 'admin',
    actorApiKeyId: null,
    action: 'promo_code_deactivate',
    targetUserId: null,
    paymentId: null,
    before: { code: 'SPRING25', maxUses: 5, firstPurchaseOnly: false, active: true },
    after: { code: 'SPRING25', maxUses: 10, firstPurchaseOnly: false, active: false },
    created_at: fiveMinutesAgo,
  },
  {
    id: 3,
    actor: 'system',
    actorRole: null,
    actorApiKeyId: null,
    action: 'payment_deleted_account',
    targetUserId: 13,
    paymentId: '00000000-0000-4000-8000-000000000013',
    before: null,
    after: { amount: 250 },
    created_at: fiveMinutesAgo,
  },
  {
    id: 2,
    actor: 'support.maria',
    actorRole: 'support',
    actorApiKeyId: null,
    action: 'balance',
    targetUserId: 42,
    paymentId: null,
    before: { balance: 100 },
    after: { balance: 250 },
    created_at: fiveMinutesAgo,
  },
  {
    id: 1,
    actor: 'e2e.admin',
    actorRole: 'admin',
    actorApiKeyId: null,
    action: 'delete',
    targetUserId: 7,
    paymentId: null,
    before: { email: 'a@example.com', balance: 0, course: 'NONE' },
    after: null,
    created_at: '2020-01-01T10:00:00.000Z',
  },
];

function renderList() {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: entries, total: entries.length }),
  );
  const dataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="audit">
        <AuditList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return getList;
}

describe(AuditList.name, () => {
  it('names the columns', async () => {
    renderList();
    await screen.findByText('support.maria');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Staff member', 'Action', 'User', 'Before → after']);
  });

  it('asks for the newest changes first, one page at a time', async () => {
    const getList = renderList();
    await screen.findByText('support.maria');
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({
        sort: { field: 'created_at', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
  });

  it('shows when, who with which role, what, to whom, and what changed, before → after', async () => {
    renderList();
    const row = (await screen.findByText('support.maria')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('5m ago')).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
    expect(cells.getByText('Support')).toBeInTheDocument();
    expect(cells.getByText('Balance')).toBeInTheDocument();
    expect(cells.getByText('balance: 100 → 250')).toBeInTheDocument();
    const link = cells.getByRole('link', { name: 'Show the changes to user 42' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('{"targetUserId":42}');
  });

  it('writes a side that does not exist, such as after a delete, as a dash', async () => {
    renderList();
    const row = (await screen.findByText('e2e.admin')).closest('tr')!;
    expect(
      within(row).getByText('email: a@example.com, balance: 0, course: NONE → —'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Delete')).toBeInTheDocument();
  });

  it('filters by user id, staff username and action', async () => {
    renderList();
    await screen.findByText('support.maria');
    expect(screen.getByRole('spinbutton', { name: 'User ID' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Staff username' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toBeInTheDocument();
  });

  it('filters by date, from and to', async () => {
    renderList();
    await screen.findByText('support.maria');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
  });

  it('names the new kinds of entry: staff accounts, sign-ins, resets, restores', () => {
    const translate = (key: string) => i18nProvider.translate(key);
    expect(translate('academy.audit.actions.staff_sign_in')).toBe('Staff signed in');
    expect(translate('academy.audit.actions.user_restore')).toBe('User restored');
    expect(translate('academy.audit.actions.password_reset')).toBe('Password reset sent');
  });

  it("names the promo code changed and tells its settings' changes, before → after", async () => {
    renderList();
    const row = (await screen.findByText('marketing.olga')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Promo code deactivated')).toBeInTheDocument();
    expect(cells.getByText('code: SPRING25')).toBeInTheDocument();
    expect(cells.getByText('uses at most: 5 → 10')).toBeInTheDocument();
    expect(cells.getByText('active: yes → no')).toBeInTheDocument();
    expect(cells.queryByText(/first purchase only/)).toBeNull();
    const translate = (key: string) => i18nProvider.translate(key);
    expect(translate('academy.audit.actions.promo_code_create')).toBe('Promo code created');
    expect(translate('academy.audit.actions.promo_code_update')).toBe('Promo code changed');
    expect(translate('academy.audit.actions.promo_code_delete')).toBe('Promo code deleted');
  });

  it('shows what the system recorded without a staff role', async () => {
    renderList();
    const row = (await screen.findByText('system')).closest('tr')!;
    expect(within(row).getByText('Payment for a deleted account')).toBeInTheDocument();
    expect(within(row).queryByText('Admin')).toBeNull();
    expect(within(row).queryByText('Support')).toBeNull();
  });
});
