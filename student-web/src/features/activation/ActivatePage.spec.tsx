import type { User } from '@academy/contracts';
import { aPublicConfig, aUser, seedBookItems, seedLessonItems } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { ActivatePage } from './ActivatePage';

const COURSE_URLS = {
  silver: 'https://academy.example.com/silver',
  gold: 'https://academy.example.com/gold',
  platinum: 'https://academy.example.com/platinum',
};

function renderPage(config = aPublicConfig({ courseUrls: COURSE_URLS }), user?: User) {
  const router = createMemoryRouter([{ path: '/activate', element: <ActivatePage /> }], {
    initialEntries: ['/activate'],
  });
  renderWithProviders(<RouterProvider router={router} />, { config, user });
  return router;
}

const tierCard = (name: string) => screen.getByRole('article', { name });

describe(ActivatePage.name, () => {
  it('shows SILVER $100, GOLD $250 marked Popular, and PLATINUM $500', () => {
    renderPage();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(tierCard('SILVER')).getByText('$100')).toBeInTheDocument();
    expect(within(tierCard('GOLD')).getByText('$250')).toBeInTheDocument();
    expect(within(tierCard('PLATINUM')).getByText('$500')).toBeInTheDocument();
    expect(within(tierCard('GOLD')).getByText('Popular')).toBeInTheDocument();
    expect(within(tierCard('SILVER')).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(tierCard('PLATINUM')).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('shows the tiers the catalogue sells, a new one and a new price included', () => {
    const [silver, gold] = aPublicConfig().tiers;
    renderPage(
      aPublicConfig({
        marketingUrl: 'https://academy.example.com',
        tiers: [
          { ...gold, price: 275 },
          {
            id: 'diamond',
            name: 'DIAMOND',
            price: 900,
            description: 'Everything, with a mentor.',
            descriptionRu: 'Всё и личный наставник.',
            popular: false,
          },
          silver,
        ],
      }),
    );
    expect(
      screen
        .getAllByRole('article')
        .map(
          (card) =>
            card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent,
        ),
    ).toEqual(['GOLD', 'DIAMOND', 'SILVER']);
    expect(within(tierCard('GOLD')).getByText('$275')).toBeInTheDocument();
    expect(within(tierCard('DIAMOND')).getByText('Everything, with a mentor.')).toBeInTheDocument();
    expect(within(tierCard('DIAMOND')).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      'https://academy.example.com',
    );
  });

  it.each([
    ['SILVER', '?course=silver&price=100'],
    ['GOLD', '?course=gold&price=250'],
    ['PLATINUM', '?course=platinum&price=500'],
  ])('Top Up on %s puts its course and price in the query', async (name, search) => {
    const router = renderPage();
    await userEvent.click(within(tierCard(name)).getByRole('button', { name: 'Top Up' }));
    expect(router.state.location.pathname).toBe('/activate');
    expect(router.state.location.search).toBe(search);
  });

  it('compares the tiers by what each opens, beside the one the student holds', async () => {
    stubApi({
      'GET /books': () => json({ status: 200, data: seedBookItems(false) }),
      'GET /lessons': () => json({ status: 200, data: seedLessonItems((id) => id !== 0) }),
    });
    renderPage(undefined, aUser({ course: 'GOLD' }));
    const gold = tierCard('GOLD');
    expect(
      await within(gold).findByText('Includes 7 e-books and 1 video lesson.'),
    ).toBeInTheDocument();
    expect(within(gold).getByText('Your course')).toBeInTheDocument();
    expect(
      within(tierCard('SILVER')).getByText('Includes 7 e-books and 1 video lesson.'),
    ).toBeVisible();
    const platinum = tierCard('PLATINUM');
    expect(within(platinum).getByText('Includes 7 e-books and 8 video lessons.')).toBeVisible();
    expect(within(platinum).getByText('Adds 7 video lessons to GOLD.')).toBeVisible();
    expect(within(tierCard('SILVER')).queryByText(/^Adds/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('opens the tier course page in a new tab from Learn More', () => {
    renderPage();
    for (const [name, url] of [
      ['SILVER', COURSE_URLS.silver],
      ['GOLD', COURSE_URLS.gold],
      ['PLATINUM', COURSE_URLS.platinum],
    ]) {
      const link = within(tierCard(name)).getByRole('link', { name: 'Learn More' });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
