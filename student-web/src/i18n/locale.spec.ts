import { afterEach, vi } from 'vitest';
import { initialLocale, rememberLocale } from './locale';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(initialLocale.name, () => {
  it("follows the browser's languages on a first visit", () => {
    browserLanguages(['uk-UA', 'en']);
    expect(initialLocale()).toBe('ru');
    browserLanguages(['de-DE', 'ru']);
    expect(initialLocale()).toBe('en');
  });

  it('prefers the language chosen on this device', () => {
    browserLanguages(['ru-RU']);
    rememberLocale('en');
    expect(initialLocale()).toBe('en');
  });

  it('ignores a stored value that is no language of the app', () => {
    browserLanguages(['kk-KZ']);
    localStorage.setItem('locale', 'de');
    expect(initialLocale()).toBe('ru');
  });
});
