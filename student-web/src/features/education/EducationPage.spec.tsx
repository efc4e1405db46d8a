import { aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { EducationPage } from './EducationPage';
import { en } from './en';
import { ru } from './ru';

const TEXTS = { en, ru } as const;

/** A number in figures or in words: staff change the catalogue, so the overview never counts it. */
const COUNT = {
  en: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i,
  ru: /\d|(один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять)/i,
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe(EducationPage.name, () => {
  for (const locale of ['en', 'ru'] as const) {
    it(`describes both sections without counting what the catalogue holds, in ${locale}`, async () => {
      await i18n.changeLanguage(locale);
      renderWithProviders(
        <MemoryRouter>
          <EducationPage />
        </MemoryRouter>,
        { user: aUser() },
      );
      const { books, video } = TEXTS[locale].overview;
      for (const { title, description } of [books, video]) {
        const section = await screen.findByRole('article', { name: title });
        expect(section).toHaveTextContent(description);
        expect(description).not.toMatch(COUNT[locale]);
      }
    });
  }
});
