import type { LessonItem } from '@academy/contracts';
import { aUser, seedLessonItems } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ContinueLearningCard } from './ContinueLearningCard';
import { SEED_LESSONS } from '@academy/contracts/seed';

type Progress = Partial<Record<number, { positionSeconds?: number; completed?: boolean }>>;

/** GET /api/lessons for a student with the course open (or not) and this progress. */
function stubLessons(courseOpen: boolean, progress: Progress = {}) {
  const lessons: LessonItem[] = seedLessonItems((id) => id !== 0 && !courseOpen).map((lesson) => ({
    ...lesson,
    positionSeconds: progress[lesson.id]?.positionSeconds ?? 0,
    completed: progress[lesson.id]?.completed ?? false,
  }));
  return stubApi({ 'GET /lessons': () => json({ status: 200, data: lessons }) });
}

function renderCard(user = aUser()) {
  return renderWithProviders(
    <MemoryRouter>
      <ContinueLearningCard />
    </MemoryRouter>,
    { user },
  );
}

const card = () => screen.findByRole('region', { name: 'Continue learning' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(ContinueLearningCard.name, () => {
  it('offers the lesson begun and not finished, with the share of the course completed', async () => {
    stubLessons(true, {
      0: { positionSeconds: 43, completed: true },
      1: { positionSeconds: 515, completed: true },
      2: { positionSeconds: 590, completed: true },
      4: { positionSeconds: 120 },
    });
    renderCard();
    const region = await card();
    expect(
      within(region).getByText('Next lesson: Lesson 4: Introduction to Cryptocurrency'),
    ).toBeVisible();
    // Three of the eight lessons: the free demo counts, as it does for the certificate.
    expect(within(region).getByText('37% of the course completed')).toBeVisible();
    expect(within(region).getByRole('progressbar', { name: 'Course completion' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
    expect(within(region).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/education/video?lesson=4',
    );
  });

  it('starts a new student at the demo lesson, at 0 %', async () => {
    stubLessons(true);
    renderCard();
    const region = await card();
    expect(within(region).getByText('Next lesson: Demo Lesson')).toBeVisible();
    expect(within(region).getByText('0% of the course completed')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/education/video?lesson=0',
    );
  });

  it('says the course is done once every open lesson is', async () => {
    stubLessons(
      true,
      Object.fromEntries(SEED_LESSONS.map((lesson) => [lesson.id, { completed: true }])),
    );
    renderCard();
    const region = await card();
    expect(within(region).getByText('You have watched every lesson of the course.')).toBeVisible();
    expect(within(region).getByText('100% of the course completed')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Open the lessons' })).toHaveAttribute(
      'href',
      '/education/video',
    );
  });

  it('offers the course to a student whose course lessons are all locked', async () => {
    stubLessons(false, { 0: { positionSeconds: 12 } });
    renderCard();
    const region = await card();
    expect(
      within(region).getByText(
        'The full video course opens with the PLATINUM course or a balance of $500 or more. The demo lesson is free.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Activate a course' })).toHaveAttribute(
      'href',
      '/activate',
    );
  });

  it('leaves a tier holder whose course lessons are locked to the course card', async () => {
    stubLessons(false);
    const { queryClient } = renderCard(aUser({ course: 'GOLD' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['user', 'lessons'])).toBeDefined());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays away when the lessons cannot be loaded', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'GET /lessons': () => json({ statusCode: 500, message: 'Internal' }, 500) });
    renderCard();
    await vi.waitFor(() => expect(warned).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
