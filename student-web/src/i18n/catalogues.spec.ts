import { loadCatalogue } from './index';

type Catalogue = { readonly [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text's key path, with plural forms folded into their base key. */
function keyPaths(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    return typeof value === 'string' ? [path] : keyPaths(value, `${path}.`);
  });
}

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** '{{amount, usd}}' names the value 'amount'. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]).sort();

// Read from the files themselves: a namespace missing in one language shows up here.
const resources: Record<'en' | 'ru', Record<string, Catalogue>> = {
  en: await loadCatalogue('en'),
  ru: await loadCatalogue('ru'),
};

const namespaces = Object.keys(resources.en);

describe('the catalogues', () => {
  it('have the same namespaces in English and Russian', () => {
    expect(Object.keys(resources.ru).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: Russian has exactly the keys of English', (namespace) => {
    const english = new Set(keyPaths(resources.en[namespace]));
    const russian = new Set(keyPaths(resources.ru[namespace]));
    expect([...english].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(namespaces)(
    '%s: every Russian text fills in the values its English one does',
    (namespace) => {
      const english = new Map(texts(resources.en[namespace]));
      for (const [key, text] of texts(resources.ru[namespace])) {
        expect(text.trim(), key).not.toBe('');
        const englishKey = key.replace(/_(few|many)$/, '_other');
        const source = english.get(englishKey);
        expect(source, key).toBeDefined();
        expect(placeholders(text), key).toEqual(placeholders(source ?? ''));
      }
    },
  );

  it.each(namespaces)(
    '%s: money is written by the one formatter, with the reader’s digit grouping',
    (namespace) => {
      for (const language of ['en', 'ru'] as const) {
        for (const [key, text] of texts(resources[language][namespace])) {
          expect(text, `${language} ${key}`).not.toMatch(
            /\$\{\{|\}\}\s*\$|currency\(|, number\}\}/,
          );
        }
      }
    },
  );

  it.each(namespaces)('%s: Russian plurals have all four forms', (namespace) => {
    const keys = texts(resources.ru[namespace]).map(([key]) => key);
    const bases = new Set(
      keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of bases) {
      expect(keys.filter((key) => key.startsWith(`${base}_`)).sort(), base).toEqual(
        ['one', 'few', 'many', 'other'].map((form) => `${base}_${form}`).sort(),
      );
    }
  });
});
