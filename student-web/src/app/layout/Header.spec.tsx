import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { renderInLayout } from '../../test/render';

const renderHeader = (path: string) => renderInLayout(<Header onOpenMenu={() => {}} />, { path });

describe(Header.name, () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/education', 'Education'],
    ['/education/video', 'Video Lessons'],
    ['/education/video/forex', 'Video Lessons'],
    ['/education/books', 'E-books'],
    ['/activate', 'Account Activation'],
    ['/calendar', 'Economic Calendar'],
    ['/trading', 'Trading Center'],
    ['/bonuses', 'Bonuses & Promotions'],
    ['/settings', 'Profile Settings'],
  ])('on %s shows the title %s and the breadcrumbs Home > %s', (path, title) => {
    renderHeader(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(breadcrumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${title} – Trading Academy`);
  });

  it('falls back to the Dashboard title on a path without its own', () => {
    renderHeader('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers Settings and Logout in the account menu', async () => {
    renderHeader('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out and goes to /login on Logout', async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const { queryClient } = renderHeader('/trading');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['user'])).toBeNull();
  });
});
