import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreateParams, DeleteParams, GetListParams } from 'react-admin';
import type { ApiKeyCreated, ApiKeyRecord } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyList } from './ApiKeyList';

const base: Omit<ApiKeyRecord, 'id' | 'name'> = {
  scopes: ['users:read'],
  prefix: 'ta_0123456789ab',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'olga.admin',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
};

const keys: ApiKeyRecord[] = [
  {
    ...base,
    id: 1,
    name: 'CRM sync',
    scopes: ['users:read', 'balances:write'],
    lastUsedAt: '2026-11-20T09:30:00.000Z',
    lastUsedIp: '203.0.113.7',
  },
  { ...base, id: 2, name: 'Old export', revokedAt: '2026-11-10T10:00:00.000Z' },
  { ...base, id: 3, name: 'Pilot', expiresAt: '2026-01-01T00:00:00.000Z' },
];

function renderList(
  remove = vi.fn((_resource: string, params: DeleteParams) =>
    Promise.resolve({ data: { ...keys[0], id: params.id as number } }),
  ),
) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: keys, total: keys.length }),
  );
  renderInAdmin(<ApiKeyList />, {
    dataProvider: fakeDataProvider({ getList: getList as never, delete: remove as never }),
    resource: 'api-keys',
  });
  return { getList, remove };
}

const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

describe(ApiKeyList.name, () => {
  it('lists each key newest first with its scopes, creator, last use and state', async () => {
    const { getList } = renderList();
    const crm = await row('CRM sync');
    expect(getList).toHaveBeenCalledWith(
      'api-keys',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Key starts with',
      'Scopes',
      'Created by',
      'Created',
      'Last used',
      'Expires',
      'Status',
      'Actions',
    ]);
    expect(crm.getByText('Read users')).toBeInTheDocument();
    expect(crm.getByText('Change balances and grant overdrafts')).toBeInTheDocument();
    expect(crm.getByText('olga.admin')).toBeInTheDocument();
    expect(crm.getByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(crm.getByText('Does not expire')).toBeInTheDocument();
    expect(crm.getByText('Active')).toBeInTheDocument();
    expect((await row('Old export')).getByText('Revoked')).toBeInTheDocument();
    expect((await row('Pilot')).getByText('Expired')).toBeInTheDocument();
    expect((await row('Pilot')).getByText('Never')).toBeInTheDocument();
  });

  it('revokes only a key not yet revoked, and only after a confirmation', async () => {
    const { remove } = renderList();
    expect((await row('Old export')).queryByRole('button', { name: 'Revoke' })).toBeNull();
    fireEvent.click((await row('CRM sync')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke the API key "CRM sync"?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('api-keys', expect.objectContaining({ id: 1 })),
    );
  });
});

describe(ApiKeyCreate.name, () => {
  const created: ApiKeyCreated = {
    id: 9,
    name: 'CRM sync',
    scopes: ['users:read'],
    prefix: 'ta_0123456789ab',
    key: `ta_0123456789ab_${'k'.repeat(43)}`,
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: null,
  };

  function renderCreate() {
    const create = vi.fn((_resource: string, _params: CreateParams) =>
      Promise.resolve({ data: created }),
    );
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInAdmin(<ApiKeyCreate />, {
      dataProvider: fakeDataProvider({ create: create as never }),
      resource: 'api-keys',
    });
    return { create, writeText };
  }

  it('needs at least one scope before it sends anything', async () => {
    const { create } = renderCreate();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'CRM sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the name, scopes and no expiry, then shows the key once with a copy button', async () => {
    const { create, writeText } = renderCreate();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' CRM sync ' } });
    fireEvent.click(screen.getByLabelText('Read users'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'api-keys',
        expect.objectContaining({
          data: { name: 'CRM sync', scopes: ['users:read'], expiresAt: null },
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('API key "CRM sync" created')).toBeInTheDocument();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue(created.key)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await within(dialog).findByText('Copied to the clipboard');
    expect(writeText).toHaveBeenCalledWith(created.key);
  });
});
