import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLayout } from '../../test/render';
import { MainLayout } from './MainLayout';

async function openMenu() {
  renderInLayout(<MainLayout />, { path: '/education' });
  // jsdom lays the page out at desktop width, where the phone's menu button is hidden.
  await userEvent.click(screen.getByLabelText('Open menu'));
  // The drawer's code loads on this first tap.
  const drawer = await waitFor(() => {
    const found = screen
      .getAllByRole('navigation', { name: 'Trading Academy' })
      .find((nav) => nav.closest('.MuiDrawer-modal'));
    expect(found).toBeDefined();
    return found!;
  });
  return within(drawer);
}

describe('MobileMenu', () => {
  it('opens the top-up dialog from Main, closing the menu', async () => {
    const navigation = await openMenu();
    const main = navigation.getByRole('list', { name: 'Main' });
    const topUp = within(main).getByRole('button', { name: 'Top Up' });
    expect(topUp).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(topUp);
    expect(await screen.findByRole('dialog', { name: 'Top Up Balance' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.MuiDrawer-modal')).toBeNull());
  });

  it('opens the configured Trading Desk in a new tab from Education', async () => {
    const navigation = await openMenu();
    const education = navigation.getByRole('list', { name: 'Education' });
    const desk = within(education).getByRole('link', { name: 'Trading Desk' });
    expect(desk).toHaveAttribute('href', 'https://desk.example');
    expect(desk).toHaveAttribute('target', '_blank');
    expect(desk).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(education).getAllByRole('link').at(-1)).toBe(desk);
  });
});
