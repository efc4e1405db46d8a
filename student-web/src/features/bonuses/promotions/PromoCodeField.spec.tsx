import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import type { PromoCheckResponse } from '@academy/contracts';
import { PromoCodeField } from './PromoCodeField';

function Harness({
  course,
  price,
  initialCode,
}: {
  course: string;
  price?: number;
  initialCode?: string;
}) {
  const [applied, setApplied] = useState<PromoCheckResponse | null>(null);
  return (
    <>
      <PromoCodeField
        course={course}
        price={price}
        applied={applied}
        onApplied={setApplied}
        initialCode={initialCode}
      />
      <p data-testid="applied">{applied ? applied.code : 'none'}</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Promo code' });
const apply = () => screen.getByRole('button', { name: 'Apply' });

function renderField(props: { course: string; price?: number; initialCode?: string }) {
  localStorage.setItem('token', JSON.stringify('student-token'));
  renderWithProviders(<Harness {...props} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(PromoCodeField.name, () => {
  it("sends the code with the course and shows the server's figures as it answers them", async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () =>
        json({ code: 'SPRING20', price: 187.5, discount: 62.5, bonus: 0 }),
    });
    renderField({ course: 'gold' });
    await userEvent.type(field(), '  spring20 ');
    await userEvent.click(apply());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code SPRING20 applied: $62.50 off, you pay $187.50.',
    );
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'spring20', course: 'gold' },
    ]);
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('SPRING20');
    expect(screen.getByTestId('applied')).toHaveTextContent('SPRING20');
  });

  it("sends a top-up's amount and shows the bonus it earns", async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () =>
        json({ code: 'BONUS10', price: 300, discount: 0, bonus: 30 }),
    });
    renderField({ course: 'topup', price: 300 });
    await userEvent.type(field(), 'BONUS10');
    await userEvent.click(apply());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code BONUS10 applied: $30.00 bonus is credited to your balance with this top-up.',
    );
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'BONUS10', course: 'topup', price: 300 },
    ]);
  });

  it('removes an applied code and lets the student type another', async () => {
    stubApi({
      'POST /promo-codes/check': () =>
        json({ code: 'SPRING20', price: 200, discount: 50, bonus: 0 }),
    });
    renderField({ course: 'gold' });
    await userEvent.type(field(), 'SPRING20');
    await userEvent.click(apply());
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(field()).toHaveValue('');
    expect(screen.getByTestId('applied')).toHaveTextContent('none');
  });

  it('asks for a code instead of sending an empty one', async () => {
    const fetchMock = stubApi();
    renderField({ course: 'gold' });
    await userEvent.type(field(), '   ');
    await userEvent.click(apply());

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a promo code.');
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([]);
  });

  it.each([
    ['PROMO_UNKNOWN', 404, 'There is no such promo code.'],
    ['PROMO_NOT_STARTED', 409, 'This promo code is not active yet.'],
    ['PROMO_EXPIRED', 409, 'This promo code has expired.'],
    ['PROMO_USED_UP', 409, 'This promo code has been used up.'],
    ['PROMO_ALREADY_USED', 409, 'You have already used this promo code.'],
    ['PROMO_NOT_APPLICABLE', 422, 'This promo code does not apply to this purchase.'],
    ['PROMO_FIRST_PURCHASE_ONLY', 409, 'This promo code is for a first purchase only.'],
    ['TOO_MANY_REQUESTS', 429, 'Too many attempts. Please wait a minute and try again.'],
    ['INTERNAL_ERROR', 500, 'The code could not be checked. Please try again.'],
  ])(
    'says why the server refused the code (%s), and forgets it once the code changes',
    async (code, status, text) => {
      stubApi({
        'POST /promo-codes/check': () => json({ code, message: 'Refused in English' }, status),
      });
      renderField({ course: 'gold' });
      await userEvent.type(field(), 'NOPE');
      await userEvent.click(apply());

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(field()).toHaveAccessibleDescription(text);
      expect(field()).toBeInvalid();
      expect(screen.getByTestId('applied')).toHaveTextContent('none');

      await userEvent.type(field(), 'X');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says so when the check cannot reach the server', async () => {
    stubApi();
    renderField({ course: 'gold' });
    await userEvent.type(field(), 'SPRING20');
    await userEvent.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code could not be checked. Please try again.',
    );
  });

  it('checks a code it was opened with at once, and only once', async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () =>
        json({ code: 'SPRING20', price: 200, discount: 50, bonus: 0 }),
    });
    renderField({ course: 'gold', initialCode: 'SPRING20' });
    expect(await screen.findByRole('status')).toHaveTextContent('you pay $200.00');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /promo-codes/check')).toHaveLength(1));
  });
});
