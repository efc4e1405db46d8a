import { chromium, expect, type Browser, type Response } from '@playwright/test';
import lighthouse from 'lighthouse';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { academyApi, refusal } from '../support/api';
import { registerStudent } from '../support/fixtures';
import { ADMIN } from '../support/staff';
import type { PageBudget } from './budgets';

/** What the product keeps in localStorage for a signed-in visitor, key by key. */
export type SignedInStorage = Record<string, string>;

/** Signs a fresh student or the admin in through the API, as the apps store their sessions. */
export async function storageFor(visitor: PageBudget['visitor']): Promise<SignedInStorage> {
  switch (visitor) {
    case 'guest':
      return {};
    case 'student':
      return { token: JSON.stringify((await registerStudent()).token) };
    case 'staff': {
      const { data, error, response } = await academyApi().POST('/api/admin/login', {
        body: ADMIN,
      });
      if (!data || !('token' in data)) throw refusal('staff login', response, error);
      const { token, role, username } = data;
      return { adminToken: JSON.stringify({ token, role, username }) };
    }
  }
}

const isOwnScript = (response: Response, origin: string) => {
  const url = new URL(response.url());
  return (
    url.origin === origin &&
    (response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname))
  );
};

/**
 * The JavaScript a page fetches from the product until it shows `budget.ready` and the network
 * has been idle for half a second, each file gzipped as the server would send it. Lazy chunks a
 * page asks for while it renders count; the ones it loads on a click later do not.
 */
export async function measureInitialJs(
  browser: Browser,
  baseUrl: string,
  budget: PageBudget,
  storage: SignedInStorage,
): Promise<{ gzipped: number; files: number }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const gzippedSizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!isOwnScript(response, new URL(baseUrl).origin)) return;
    gzippedSizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  try {
    await page.goto(budget.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole(budget.ready.role, { name: budget.ready.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(gzippedSizes.values());
    return { gzipped: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  } finally {
    await context.close();
  }
}

/** The largest JavaScript file among an app's built assets, before compression. */
export function largestChunk(assetsDir: string): { file: string; bytes: number } {
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(assetsDir, file)).size }));
  if (chunks.length === 0) throw new Error(`No JavaScript in ${assetsDir}: build the apps first`);
  return chunks.reduce((largest, chunk) => (chunk.bytes > largest.bytes ? chunk : largest));
}

/** Lighthouse's scores vary from run to run; the median of this many is the page's score. */
const LIGHTHOUSE_RUNS = 3;

/** A Lighthouse measurement: the score, or why no run of it produced one. */
export type LighthouseScore = { score: number } | { failure: string };

/**
 * Lighthouse's performance score (0–100) for a page, with its default mobile emulation and
 * simulated slow 4G, in Debian's Chromium: the median of LIGHTHOUSE_RUNS cold loads (Lighthouse
 * clears the cache before each; the session in localStorage stays). On a busy machine a run can
 * fail to record its trace (NO_NAVSTART); the median is then of the runs that scored, and a
 * page no run scored says why instead of failing the budgets, which do not enforce the score.
 */
export async function lighthouseScore(
  executablePath: string,
  url: string,
  storage: SignedInStorage,
): Promise<LighthouseScore> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'academy-lighthouse-'));
  // Lighthouse drives the browser's default context, which only a persistent context shares.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-port=0'],
  });
  try {
    // An API answer on the same origin: a place to write the session without loading the app.
    const page = await context.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const [port] = readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n');
    const scores: number[] = [];
    let failure = 'no result';
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: Number(port),
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score === 'number') scores.push(Math.round(score * 100));
      else failure = result?.lhr.runtimeError?.message ?? 'no result';
    }
    if (scores.length === 0) return { failure };
    return { score: scores.sort((a, b) => a - b)[Math.floor(scores.length / 2)] };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
