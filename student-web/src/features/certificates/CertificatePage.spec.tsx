import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { json, requestUrl, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { CertificatePage } from './CertificatePage';

const CODE = 'K7Q2-M4XZ-PL3A-WBWE-TR5N';

function renderPage(code = CODE) {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/certificates/${code}`]}>
      <Routes>
        <Route path="/certificates/:code" element={<CertificatePage />} />
      </Routes>
    </MemoryRouter>,
    { user: null },
  );
}

describe('CertificatePage', () => {
  it('shows a valid certificate’s holder, course, date and code, asking with no token', async () => {
    const fetchMock = stubApi({
      [`GET /certificates/${CODE}`]: () =>
        json({
          code: CODE,
          holderName: 'Anna Petrova',
          course: 'PLATINUM',
          issuedAt: '2026-11-20T12:00:00.000Z',
          issuedOn: '2026-11-20',
          status: 'valid',
        }),
    });
    renderPage();
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(
      screen.getByText('Anna Petrova completed the Platinum course of Trading Academy.'),
    ).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes(CODE))!;
    expect(new Headers(init?.headers).get('token')).toBeNull();
  });

  describe.each(['Europe/London', 'Pacific/Honolulu', 'Pacific/Kiritimati'])(
    'to a visitor in %s',
    (timeZone) => {
      beforeEach(() => {
        vi.stubEnv('TZ', timeZone);
      });
      afterEach(() => {
        vi.unstubAllEnvs();
      });

      it('dates it the day its holder got it, as the PDF does', async () => {
        stubApi({
          // 00:30 on 5 March in Almaty, where the holder was.
          [`GET /certificates/${CODE}`]: () =>
            json({
              code: CODE,
              holderName: 'Anna Petrova',
              course: 'PLATINUM',
              issuedAt: '2026-03-04T19:30:00.000Z',
              issuedOn: '2026-03-05',
              status: 'valid',
            }),
        });
        renderPage();
        expect(await screen.findByText('March 5, 2026')).toBeInTheDocument();
      });
    },
  );

  it('says a revoked certificate is revoked, and why', async () => {
    stubApi({
      [`GET /certificates/${CODE}`]: () =>
        json({
          code: CODE,
          holderName: 'Anna Petrova',
          course: 'PLATINUM',
          issuedAt: '2026-11-20T12:00:00.000Z',
          issuedOn: '2026-11-20',
          status: 'revoked',
          revokedReason: 'Issued in error',
        }),
    });
    renderPage();
    expect(await screen.findByText('Revoked certificate')).toBeInTheDocument();
    expect(screen.getByText('Revoked: Issued in error')).toBeInTheDocument();
  });

  it('says when no certificate has the code', async () => {
    stubApi({
      [`GET /certificates/${CODE}`]: () =>
        json({ statusCode: 404, code: 'NOT_FOUND', message: 'Certificate not found' }, 404),
    });
    renderPage();
    expect(await screen.findByText(/There is no certificate with this code/)).toBeInTheDocument();
  });

  it('asks the visitor to wait after too many checks', async () => {
    stubApi({
      [`GET /certificates/${CODE}`]: () =>
        json({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429),
    });
    renderPage();
    expect(await screen.findByText(/Too many checks from your network/)).toBeInTheDocument();
  });
});
