import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams, GetManyParams } from 'react-admin';
import type { AdminCertificate } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { CertificateList } from './CertificateList';

const base: Omit<AdminCertificate, 'id' | 'code' | 'holderName'> = {
  userId: 7,
  course: 'PLATINUM',
  issuedAt: '2026-11-20T09:30:00.000Z',
  lessonsCompleted: 9,
  status: 'valid',
  revokedAt: null,
  revokedReason: null,
};

const certificates: AdminCertificate[] = [
  { ...base, id: 2, code: 'K7Q2-M4XZ-PL3A-WBWE-TR5N', holderName: 'Anna Petrova' },
  {
    ...base,
    id: 1,
    code: 'AAAA-BBBB-CCCC-DDDD-EEEE',
    holderName: 'Boris Ivanov',
    status: 'revoked',
    revokedAt: '2026-11-21T09:30:00.000Z',
    revokedReason: 'Issued in error',
  },
];

function renderList(role: 'admin' | 'support' = 'admin') {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: certificates, total: certificates.length }),
  );
  const getMany = vi.fn((_resource: string, _params: GetManyParams) =>
    Promise.resolve({ data: [aUser({ id: 7, email: 'anna7@example.com' })] }),
  );
  const revokeCertificate = vi.fn((code: string, { reason }: { reason: string }) =>
    Promise.resolve({
      ...certificates[0],
      code,
      status: 'revoked' as const,
      revokedReason: reason,
    }),
  );
  renderInAdmin(<CertificateList />, {
    dataProvider: fakeDataProvider({
      getList: getList as never,
      getMany: getMany as never,
      revokeCertificate,
    }),
    resource: 'certificates',
    role,
  });
  return { getList, revokeCertificate };
}

const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

describe(CertificateList.name, () => {
  it('lists certificates newest first, with their status and why one was revoked', async () => {
    const { getList } = renderList();
    await row('Anna Petrova');
    expect(getList).toHaveBeenCalledWith(
      'certificates',
      expect.objectContaining({ sort: { field: 'issuedAt', order: 'DESC' } }),
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Issued',
      'Code',
      'Holder',
      'User',
      'Course',
      'Lessons',
      'Status',
      'Actions',
    ]);
    const boris = await row('Boris Ivanov');
    expect(boris.getByText('Revoked')).toBeInTheDocument();
    expect(boris.getByText('Revoked: Issued in error')).toBeInTheDocument();
    expect(boris.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('revokes a valid certificate with the reason staff give', async () => {
    const { revokeCertificate } = renderList();
    fireEvent.click(await (await row('Anna Petrova')).findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke certificate K7Q2-M4XZ-PL3A-WBWE-TR5N?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: '  Refund agreed by phone ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(revokeCertificate).toHaveBeenCalledWith('K7Q2-M4XZ-PL3A-WBWE-TR5N', {
        reason: 'Refund agreed by phone',
      }),
    );
    expect(await screen.findByText('Certificate revoked')).toBeInTheDocument();
  });

  it('offers no revoke to support, who may read users but not change them', async () => {
    renderList('support');
    const anna = await row('Anna Petrova');
    expect(anna.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});
