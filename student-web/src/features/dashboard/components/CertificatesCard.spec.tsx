import type { OwnCertificate } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CertificatesCard } from './CertificatesCard';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const CODE = 'K7Q2-M4XZ-PL3A-WBWE-TR5N';
const certificate = (overrides: Partial<OwnCertificate> = {}): OwnCertificate => ({
  code: CODE,
  holderName: 'Anna Petrova',
  course: 'PLATINUM',
  issuedAt: '2026-11-20T12:00:00.000Z',
  issuedOn: '2026-11-20',
  lessonsCompleted: 9,
  status: 'valid',
  revokedReason: null,
  ...overrides,
});

function renderCard() {
  renderWithProviders(
    <MemoryRouter>
      <CertificatesCard />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  confetti.mockClear();
  localStorage.clear();
  localStorage.setItem('token', JSON.stringify('student-token'));
  // The theme listens to media queries through the same API; nobody here prefers less motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => vi.unstubAllGlobals());

describe(CertificatesCard.name, () => {
  it('congratulates with confetti once, and offers the PDF, sharing and LinkedIn', async () => {
    stubApi({ 'GET /certificates': () => json([certificate()]) });
    renderCard();
    expect(
      await screen.findByRole('heading', {
        name: 'Congratulations! You have earned a certificate',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You completed all 9 lessons of the Platinum course.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CODE })).toHaveAttribute(
      'href',
      `/certificates/${CODE}`,
    );
    expect(screen.getByRole('button', { name: 'Download certificate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    const linkedIn = new URL(
      screen.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')!,
    );
    expect(linkedIn.searchParams.get('certId')).toBe(CODE);
    expect(linkedIn.searchParams.get('certUrl')).toBe(
      `${window.location.origin}/certificates/${CODE}`,
    );
    await vi.waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
  });

  it('plays the confetti only the first time a certificate is shown', async () => {
    localStorage.setItem('academy.certificates-celebrated', JSON.stringify([CODE]));
    stubApi({ 'GET /certificates': () => json([certificate()]) });
    renderCard();
    await screen.findByRole('button', { name: 'Download certificate' });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('shows nothing without a valid certificate', async () => {
    const fetchMock = stubApi({
      'GET /certificates': () => json([certificate({ status: 'revoked', revokedReason: 'x' })]),
    });
    renderCard();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
