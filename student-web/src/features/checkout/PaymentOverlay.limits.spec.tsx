import type * as Contracts from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { PaymentOverlay } from './PaymentOverlay';
import { renderOverlay, stubApi } from './test-utils';

// Other limits than the shipped ones, so that the text can only show them by reading the limits.
vi.mock('@academy/contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof Contracts>()),
  TOPUP_LIMITS: { min: 5, max: 2_500 },
}));

beforeEach(() => {
  stubApi();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe(PaymentOverlay.name, () => {
  it('states the top-up limits the app checks when a link is not valid', async () => {
    await renderOverlay('/dashboard?course=topup&price=250000');
    expect(
      within(screen.getByRole('dialog')).getByText(
        'It names no course we offer or no whole-dollar amount from $5 to $2,500. Go back and choose a course or a top-up amount again.',
      ),
    ).toBeVisible();
  });

  it('states them in Russian too', async () => {
    await i18n.changeLanguage('ru');
    await renderOverlay('/dashboard?course=topup&price=250000');
    expect(within(screen.getByRole('dialog')).getByText(/от 5\s\$ до 2\s500\s\$/)).toBeVisible();
  });
});
