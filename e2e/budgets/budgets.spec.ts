import { expect, test } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ASSETS, CHUNK_BUDGET, KB, PAGE_BUDGETS } from './budgets';
import { largestChunk, lighthouseScore, measureInitialJs, storageFor } from './measure';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Row {
  check: string;
  budget: string;
  measured: string;
  /** Null for a measurement that is reported but held to no budget. */
  ok: boolean | null;
  /** The goal beyond the budget, and whether it is met; empty when the budget is the goal. */
  goal: string;
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function table(rows: readonly Row[]): string {
  const header = {
    check: 'page',
    budget: 'budget',
    measured: 'measured',
    result: 'result',
    goal: 'goal',
  };
  const lines = [
    header,
    ...rows.map((row) => ({ ...row, result: row.ok === null ? '' : row.ok ? 'ok' : 'OVER' })),
  ];
  const width = (key: keyof typeof header) => Math.max(...lines.map((line) => line[key].length));
  const columns = ['check', 'budget', 'measured', 'result', 'goal'] as const;
  return lines
    .map((line) => columns.map((key) => line[key].padEnd(width(key))).join('  '))
    .join('\n');
}

test('the front end stays within its budgets', async ({ browser }) => {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: global-setup starts the product');
  const rows: Row[] = [];
  try {
    for (const page of PAGE_BUDGETS) {
      const storage = await storageFor(page.visitor);
      const js = await measureInitialJs(browser, baseUrl, page, storage);
      rows.push({
        check: `${page.label}: initial JS, gzipped (${js.files} files)`,
        budget: page.initialJs === undefined ? 'none' : `≤ ${kB(page.initialJs)}`,
        measured: kB(js.gzipped),
        ok: page.initialJs === undefined ? null : js.gzipped <= page.initialJs,
        goal:
          page.initialJsGoal === undefined
            ? ''
            : `≤ ${kB(page.initialJsGoal)}: ${js.gzipped <= page.initialJsGoal ? 'met' : 'not met'}`,
      });
      if (page.lighthouseGoal === undefined) continue;
      const lighthouse = await lighthouseScore(CHROMIUM, new URL(page.path, baseUrl).href, storage);
      rows.push({
        check: `${page.label}: Lighthouse performance (mobile)`,
        budget: 'none',
        measured: 'score' in lighthouse ? String(lighthouse.score) : 'no score',
        ok: null,
        goal:
          'score' in lighthouse
            ? `≥ ${page.lighthouseGoal}: ${lighthouse.score >= page.lighthouseGoal ? 'met' : 'not met'}`
            : `≥ ${page.lighthouseGoal}: not measured (${lighthouse.failure})`,
      });
    }
    for (const { app, dir } of APP_ASSETS) {
      const chunk = largestChunk(join(repoRoot, dir));
      rows.push({
        check: `${app}: largest chunk, raw (${chunk.file})`,
        budget: `≤ ${kB(CHUNK_BUDGET)}`,
        measured: kB(chunk.bytes),
        ok: chunk.bytes <= CHUNK_BUDGET,
        goal: '',
      });
    }
  } finally {
    // The table is printed whatever happens, so a failure shows what was measured before it.
    console.log(`\nFront-end budgets\n\n${table(rows)}\n`);
  }
  expect(rows.filter((row) => row.ok === false).map((row) => row.check)).toEqual([]);
});
