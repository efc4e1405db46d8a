import { aUser, seedBookItems, seedLessonItems } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseCard } from './CourseCard';

/** GET /api/books and /api/lessons with the seed catalogue's rules. */
function stubCatalogue() {
  stubApi({
    'GET /books': () => json({ status: 200, data: seedBookItems(false) }),
    'GET /lessons': () => json({ status: 200, data: seedLessonItems((id) => id !== 0) }),
  });
}

function renderCard(course: string) {
  const user = aUser({ course });
  return renderWithProviders(
    <MemoryRouter>
      <CourseCard user={user} />
    </MemoryRouter>,
    { user },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(CourseCard.name, () => {
  it('tells a GOLD holder what the course opened and what PLATINUM would add', async () => {
    stubCatalogue();
    renderCard('gold');
    const card = await screen.findByRole('region', { name: 'Your GOLD course' });
    expect(within(card).getByText('It opens 7 e-books and 1 video lesson.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Go to the library' })).toHaveAttribute(
      'href',
      '/education/books',
    );
    expect(within(card).queryByRole('link', { name: 'Go to the video lessons' })).toBeNull();
    expect(within(card).getByText('PLATINUM adds 7 video lessons.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Compare courses' })).toHaveAttribute(
      'href',
      '/activate',
    );
  });

  it('points a PLATINUM holder to both sections, with nothing dearer to offer', async () => {
    stubCatalogue();
    renderCard('PLATINUM');
    const card = await screen.findByRole('region', { name: 'Your PLATINUM course' });
    expect(within(card).getByText('It opens 7 e-books and 8 video lessons.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Go to the video lessons' })).toHaveAttribute(
      'href',
      '/education/video',
    );
    expect(within(card).queryByRole('link', { name: 'Compare courses' })).toBeNull();
  });

  it('says nothing to a student without a tier', async () => {
    stubCatalogue();
    const { queryClient } = renderCard('Crypto Intensive');
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(['user', 'books'])).toBeDefined();
      expect(queryClient.getQueryData(['user', 'lessons'])).toBeDefined();
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
