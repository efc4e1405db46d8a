import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TopUpDialog } from './TopUpDialog';

function renderDialog(initialEntry = '/education/books?tab=all') {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <TopUpDialog open onClose={onClose} /> }],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

const preset = (name: string) => screen.getByRole('button', { name });
const customAmount = () => screen.getByRole('textbox', { name: 'Custom amount' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe(TopUpDialog.name, () => {
  it('offers the presets $50, $100 and $200 and a numeric custom amount', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Top Up Balance' })).toBeInTheDocument();
    for (const name of ['$50', '$100', '$200']) {
      expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(customAmount()).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps Continue disabled until an amount is set', async () => {
    renderDialog();
    expect(continueButton()).toBeDisabled();
    await userEvent.click(preset('$100'));
    expect(continueButton()).toBeEnabled();
  });

  it('accepts digits only in the custom amount', async () => {
    renderDialog();
    await userEvent.type(customAmount(), '1a2-.e3 ');
    expect(customAmount()).toHaveValue('123');
    await userEvent.clear(customAmount());
    await userEvent.type(customAmount(), 'abc');
    expect(customAmount()).toHaveValue('');
    expect(continueButton()).toBeDisabled();
  });

  it('accepts a custom amount from 1 to 100000 only', async () => {
    renderDialog();
    await userEvent.type(customAmount(), '0');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Enter a whole amount from $1 to $100,000')).toBeInTheDocument();
    await userEvent.clear(customAmount());
    await userEvent.type(customAmount(), '100001');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(customAmount(), '{Backspace}0');
    expect(customAmount()).toHaveValue('100000');
    expect(continueButton()).toBeEnabled();
  });

  it('lets a preset and a custom amount clear each other', async () => {
    renderDialog();
    await userEvent.click(preset('$50'));
    expect(preset('$50')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(customAmount(), '75');
    expect(preset('$50')).toHaveAttribute('aria-pressed', 'false');
    expect(customAmount()).toHaveValue('75');

    await userEvent.click(preset('$200'));
    expect(preset('$200')).toHaveAttribute('aria-pressed', 'true');
    expect(customAmount()).toHaveValue('');
  });

  it('Continue closes the dialog and puts course=topup and the price in the page query', async () => {
    const { router, onClose } = renderDialog();
    await userEvent.click(preset('$200'));
    await userEvent.click(continueButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/education/books');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('course')).toBe('topup');
    expect(query.get('price')).toBe('200');
    expect(query.get('tab')).toBe('all');
  });

  it('continues with the custom amount when one is typed', async () => {
    const { router } = renderDialog('/dashboard');
    await userEvent.type(customAmount(), '350{Enter}');
    expect(router.state.location.search).toBe('?course=topup&price=350');
  });

  it('closes from Cancel and from the close control without touching the query', async () => {
    const { router, onClose } = renderDialog('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(router.state.location.search).toBe('');
  });
});
