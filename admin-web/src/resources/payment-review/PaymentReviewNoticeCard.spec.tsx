import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentReviewNotice } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PaymentReviewNoticeCard } from './PaymentReviewNoticeCard';

function renderCard(notice: PaymentReviewNotice) {
  const updatePaymentReviewNotice = vi.fn((next: PaymentReviewNotice) => Promise.resolve(next));
  const dataProvider = fakeDataProvider({
    getPaymentReviewNotice: () => Promise.resolve(notice),
    updatePaymentReviewNotice,
  });
  renderInAdmin(<PaymentReviewNoticeCard />, { dataProvider, role: 'support' });
  return { updatePaymentReviewNotice };
}

describe(PaymentReviewNoticeCard.name, () => {
  it('saves the texts staff write, trimmed, and an emptied one as the app’s own words', async () => {
    const { updatePaymentReviewNotice } = renderCard({ en: null, ru: 'Проверим за день.' });
    const english = await screen.findByRole('textbox', { name: 'In English' });
    await userEvent.type(english, '  We check transfers within 2 hours.  ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'In Russian' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updatePaymentReviewNotice).toHaveBeenCalledWith({
        en: 'We check transfers within 2 hours.',
        ru: null,
      }),
    );
  });

  it('refuses a text longer than students are shown', async () => {
    const { updatePaymentReviewNotice } = renderCard({ en: 'x'.repeat(500), ru: null });
    const english = await screen.findByRole('textbox', { name: 'In English' });
    await userEvent.type(english, 'y');
    expect(screen.getByText('At most 500 characters.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(updatePaymentReviewNotice).not.toHaveBeenCalled();
  });
});
