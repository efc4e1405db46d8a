import { en } from './en';
import { ru } from './ru';

function texts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(
    ([key, value]: [string, unknown]): [string, string][] => {
      if (typeof value === 'string') return [[`${prefix}${key}`, value]];
      return typeof value === 'object' && value !== null ? texts(value, `${prefix}${key}.`) : [];
    },
  );
}

const english = new Map(texts(en));
const russian = new Map(texts(ru));
const academyKeys = (catalogue: Map<string, string>) =>
  [...catalogue.keys()].filter((key) => !key.startsWith('ra.'));

/** '%{smart_count} user |||| %{smart_count} users' names 'smart_count'. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('the back office catalogues', () => {
  it('has every academy key of English in Russian, and no other', () => {
    const russianKeys = new Set(academyKeys(russian));
    const englishKeys = new Set(academyKeys(english));
    expect([...englishKeys].filter((key) => !russianKeys.has(key))).toEqual([]);
    expect([...russianKeys].filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it("has react-admin's every English text in Russian", () => {
    expect([...english.keys()].filter((key) => !russian.has(key))).toEqual([]);
  });

  it('fills in the same values in Russian as in English', () => {
    for (const key of academyKeys(english)) {
      const text = russian.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('gives every Russian plural its three forms (1, 2–4, 5+)', () => {
    for (const key of academyKeys(russian)) {
      const text = russian.get(key) ?? '';
      if (!text.includes('%{smart_count}') || !english.get(key)?.includes('||||')) continue;
      expect(text.split('||||'), key).toHaveLength(3);
    }
  });
});
