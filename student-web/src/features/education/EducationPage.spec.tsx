import { aUser, seedBookItems, seedLessonItems } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../../i18n';
import { json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { EducationPage } from './EducationPage';

/** The line under a section's description that says what it holds, once the catalogue loads. */
const contentsOf = async (name: string, text: string) =>
  within(await screen.findByRole('article', { name })).findByText(text);

function renderEducation() {
  localStorage.setItem('token', JSON.stringify('student-token'));
  renderWithProviders(
    <MemoryRouter>
      <EducationPage />
    </MemoryRouter>,
    { user: aUser() },
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe(EducationPage.name, () => {
  it('counts the books and lessons the catalogue lists now', async () => {
    // A catalogue where staff have published two books and five lessons so far.
    stubApi({
      'GET /books': () => json({ status: 200, data: seedBookItems(false).slice(0, 2) }),
      'GET /lessons': () => json({ status: 200, data: seedLessonItems(() => false).slice(0, 5) }),
    });
    renderEducation();

    expect(await contentsOf('E-Books', '2 e-books')).toBeVisible();
    expect(await contentsOf('Video Lessons', '5 video lessons')).toBeVisible();
  });

  it('says so in Russian, with its plural forms', async () => {
    stubApi({
      'GET /books': () => json({ status: 200, data: seedBookItems(false).slice(0, 1) }),
      'GET /lessons': () => json({ status: 200, data: seedLessonItems(() => false).slice(0, 5) }),
    });
    await i18n.changeLanguage('ru');
    renderEducation();

    expect(await contentsOf('Электронные книги', '1 электронная книга')).toBeVisible();
    expect(await contentsOf('Видеоуроки', '5 видеоуроков')).toBeVisible();
  });
});
