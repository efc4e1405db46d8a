import type { Page } from '@playwright/test';
import { expect, PHONE, test } from '../support/fixtures';

interface Focused {
  tag: string;
  name: string;
}

/** Tabs through the page and describes each control that takes the focus, once each. */
async function tabThrough(page: Page, presses: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  const keys = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const labelled = element.getAttribute('aria-labelledby');
      const byLabels = (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
      const name =
        element.getAttribute('aria-label') ??
        (labelled ? (document.getElementById(labelled)?.textContent ?? '') : '');
      return {
        key: element.outerHTML.slice(0, 200),
        tag: element.tagName.toLowerCase(),
        name: (
          name ||
          byLabels ||
          element.getAttribute('placeholder') ||
          element.textContent ||
          ''
        ).trim(),
      };
    });
    if (!focused || keys.has(focused.key)) continue;
    keys.add(focused.key);
    seen.push({ tag: focused.tag, name: focused.name });
  }
  return seen;
}

for (const path of ['/login', '/register?course=gold&price=250']) {
  test(`every control of ${path} is reachable by keyboard and has a name`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    const controls = await tabThrough(page, 30);
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) expect(control.name, control.tag).not.toBe('');
  });
}

test(
  'every control of the dashboard is reachable by keyboard and has a name',
  { tag: PHONE },
  async ({ page, student, signIn }) => {
    await signIn(student);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const controls = await tabThrough(page, 40);
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) expect(control.name, control.tag).not.toBe('');
  },
);

test('a focused button shows a visible focus ring', async ({ page }) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await signIn.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(ring.outline !== 'none' || ring.shadow !== 'none').toBe(true);
});
