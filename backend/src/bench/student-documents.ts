import { CONTENT_URL_PREFIX } from '../modules/content/content-link.signer.js';
import { json, post } from './fetch-json.js';
import type { LoadJob, LoadResult } from './load.js';
import { startBareServer } from './processes.js';
import type { Goal } from './report.js';

type Job = Omit<LoadJob, 'connections' | 'seconds'> & { seconds?: number };

/** Loads one route and adds its row to the report; null when --only left it out. */
export type Measure = (
  name: string,
  job: Job,
  connections?: number,
  goal?: Goal,
) => Promise<LoadResult | null>;

/** What the documents and files are measured with: the run's API and a second seeded student. */
export interface DocumentsBench {
  apiUrl: string;
  /** Seconds a route is loaded for. */
  seconds: number;
  /** The directory the API serves content files from (CONTENT_DIR). */
  contentDir: string;
  /** A seeded student's sign-in, left to these routes: buying a tier changes what they see. */
  student: { email: string; password: string };
  measure: Measure;
}

/** A signed video link against @fastify/send alone on the same file, as req/s. */
export interface VideoFigures {
  apiRequestsPerSecond: number;
  sendRequestsPerSecond: number;
  ratio: number;
}

const CERTIFICATE_GOAL: Goal = { minRatio: 0.15 };
const RECEIPT_GOAL: Goal = { maxP99: 150 };
/** What a player asks for as it plays: 32 KiB from inside the file. */
const VIDEO_RANGE = 'bytes=1024-33791';

/** Buys PLATINUM with the sandbox checkout and answers the paid payment's id. */
async function buyPlatinum(apiUrl: string, token: string): Promise<string> {
  const checkout = await fetch(`${apiUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ course: 'platinum' }),
    redirect: 'manual',
  });
  if (checkout.status !== 303) throw new Error(`The checkout answered ${checkout.status}`);
  const { pathname } = new URL(((await checkout.json()) as { url: string }).url, apiUrl);
  const completed = await fetch(`${apiUrl}${pathname}/complete`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (completed.status !== 303) throw new Error(`The sandbox answered ${completed.status}`);
  return pathname.split('/').at(-1)!;
}

/** Completes every lesson the student's tier opens and answers the certificate it earned. */
async function earnCertificate(apiUrl: string, token: string): Promise<string> {
  const lessons = await json<{ data: { id: number; isLocked: boolean }[] }>(
    fetch(`${apiUrl}/api/lessons`, { headers: { token } }),
  );
  for (const lesson of lessons.data.filter(({ isLocked }) => !isLocked)) {
    await json(
      fetch(`${apiUrl}/api/lessons/${lesson.id}/progress`, {
        method: 'PUT',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ positionSeconds: 30, completed: true }),
      }),
    );
  }
  const [certificate] = await json<{ code: string }[]>(
    fetch(`${apiUrl}/api/certificates`, { headers: { token } }),
  );
  if (!certificate) throw new Error('Completing every lesson issued no certificate');
  return certificate.code;
}

/**
 * The routes of what a student keeps and watches: a certificate's public check, a sales receipt
 * rendered as a PDF, and a lesson's video through its signed link with a Range, measured against
 * @fastify/send alone serving the same file and range.
 */
export async function measureStudentDocuments(bench: DocumentsBench): Promise<VideoFigures | null> {
  const { apiUrl, measure } = bench;
  const { token } = await json<{ token: string }>(post(`${apiUrl}/api/login`, bench.student));
  const paymentId = await buyPlatinum(apiUrl, token);
  const code = await earnCertificate(apiUrl, token);

  // RATE_LIMIT_PER_IP (at most 100,000 a minute) bounds one address's checks of certificates:
  // five seconds stay under it up to 20,000 req/s.
  await measure(
    'GET /api/certificates/:code',
    { url: `${apiUrl}/api/certificates/${code}`, seconds: Math.min(bench.seconds, 5) },
    undefined,
    CERTIFICATE_GOAL,
  );
  // One student downloading: the p99 is the time to render the receipt.
  await measure(
    'GET /api/payments/:id/receipt.pdf (1 connection)',
    { url: `${apiUrl}/api/payments/${paymentId}/receipt.pdf`, headers: { token } },
    1,
    RECEIPT_GOAL,
  );

  const [lesson] = (
    await json<{ data: { id: number; isLocked: boolean }[] }>(
      fetch(`${apiUrl}/api/lessons`, { headers: { token } }),
    )
  ).data.filter(({ isLocked }) => !isLocked);
  if (!lesson) return null;
  const { url } = await json<{ url: string }>(
    fetch(`${apiUrl}/api/lessons/${lesson.id}/link`, { headers: { token } }),
  );
  const signed = new URL(url, apiUrl);
  const range = { range: VIDEO_RANGE };
  const viaApi = await measure('GET a signed lesson video, 32 KiB Range', {
    url: signed.toString(),
    headers: range,
    expectedStatus: 206,
  });
  if (!viaApi) return null;
  const sendServer = await startBareServer('send-server', [bench.contentDir]);
  try {
    const file = signed.pathname.slice(CONTENT_URL_PREFIX.length - 1);
    const alone = await measure('@fastify/send alone, the same file and Range', {
      url: `${sendServer.url}${file}`,
      headers: range,
      expectedStatus: 206,
    });
    return (
      alone && {
        apiRequestsPerSecond: viaApi.requestsPerSecond,
        sendRequestsPerSecond: alone.requestsPerSecond,
        ratio: viaApi.requestsPerSecond / alone.requestsPerSecond,
      }
    );
  } finally {
    await sendServer.stop();
  }
}
