import { json, post } from './fetch-json.js';
import type { Goal } from './report.js';
import type { Measure } from './student-documents.js';

const PROMO_CHECK_GOAL: Goal = { minRatio: 0.15 };

export interface PromoCheckBench {
  apiUrl: string;
  staffHeaders: Record<string, string>;
  studentHeaders: Record<string, string>;
  /** Seconds a route is loaded for. */
  seconds: number;
  measure: Measure;
}

/**
 * A student checking a percent code against a tier: the code is created by staff first, as the
 * back office would, so the check reads a real row, its use counts and the catalogue's price.
 */
export async function measurePromoCheck(bench: PromoCheckBench): Promise<void> {
  const code = 'BENCH10';
  await json(
    post(
      `${bench.apiUrl}/api/admin/promo-codes`,
      { code, kind: 'percent', value: 10, appliesTo: ['gold'], maxUsesPerStudent: 1 },
      bench.staffHeaders,
    ),
  );
  await bench.measure(
    'POST /api/promo-codes/check',
    {
      url: `${bench.apiUrl}/api/promo-codes/check`,
      method: 'POST',
      headers: { ...bench.studentHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ code, course: 'gold' }),
      // RATE_LIMIT_PER_IP (at most 100,000 a minute) bounds one address's checks.
      seconds: Math.min(bench.seconds, 5),
    },
    undefined,
    PROMO_CHECK_GOAL,
  );
}
