import type { Locale } from '@academy/domain';

/** MUI's own texts (pagination, autocomplete, "Close"…) by language, once fetched. */
const loaded: Partial<Record<Locale, object[]>> = { en: [] };

/**
 * Fetches MUI's texts for a language once: Russian comes in a chunk of its own, so an English
 * page does not carry it. The theme is built with them (app/theme.ts).
 */
export async function loadMuiTexts(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const { ruRU } = await import('@mui/material/locale');
  loaded.ru = [ruRU];
}

/** The texts of a language fetched so far (none before `loadMuiTexts`). */
export const muiTextsOf = (locale: Locale): object[] => loaded[locale] ?? [];
