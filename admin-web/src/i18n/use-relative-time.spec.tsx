import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../providers/i18n-provider';
import { useRelativeTimeText } from './use-relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

function renderIn(locale: 'en' | 'ru') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
  return renderHook(() => useRelativeTimeText(), { wrapper });
}

describe(useRelativeTimeText.name, () => {
  it("speaks SPEC.md's English", async () => {
    const { result } = renderIn('en');
    await waitFor(() => expect(result.current(ago(5 * MINUTE), NOW)).toBe('5m ago'));
    expect(result.current(ago(10_000), NOW)).toBe('just now');
    expect(result.current(ago(3 * 60 * MINUTE), NOW)).toBe('3h ago');
  });

  it('speaks Russian, dates included', async () => {
    const { result } = renderIn('ru');
    await waitFor(() => expect(result.current(ago(5 * MINUTE), NOW)).toBe('5 мин назад'));
    expect(result.current(ago(10_000), NOW)).toBe('только что');
    expect(result.current(ago(2 * 24 * 60 * MINUTE), NOW)).toBe('2 дн. назад');
    expect(result.current(new Date('2025-11-03T09:30:00Z'), NOW)).toMatch(/3 нояб\. 2025 г\./);
  });

  it('shows nothing for an unreadable date', async () => {
    const { result } = renderIn('en');
    await waitFor(() => expect(result.current(new Date('nonsense'), NOW)).toBe(''));
  });
});
