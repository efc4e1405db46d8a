import { roleHasPermission, type StaffPermission, type StaffRole } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Operations anyone may call, by name: each must say so with `security: []`. */
const PUBLIC_OPERATIONS = [
  'GET /api/config',
  'GET /api/health',
  'POST /api/register',
  'POST /api/login',
  'POST /api/reset-password',
  'POST /api/reset-password/confirm',
  'POST /api/user/email/confirm',
  'POST /api/user/email/verify',
  'POST /api/user/email/restore',
  'POST /api/sign-in/unlock',
  'POST /api/admin/login',
  'POST /api/admin/login/2fa',
  'POST /api/admin/login/2fa/setup',
  'POST /api/admin/login/2fa/enable',
  'POST /api/payments/webhooks/stripe',
  'POST /api/payments/webhooks/payport',
  'POST /api/payments/webhooks/btcpay',
  'GET /api/certificates/{code}',
  'GET /api/covers/{file}',
  'GET /api/payments/sandbox/{id}',
  'POST /api/payments/sandbox/{id}/complete',
  'POST /api/payments/sandbox/{id}/cancel',
  'HEAD /api/content/{path}',
  'GET /api/content/{path}',
];

/**
 * Operations that take no user token but a credential of their own, by its security scheme: the
 * operators' deployment secret, and the signed export link that the browser follows without a
 * header.
 */
const OWN_CREDENTIAL_OPERATIONS: Record<string, string> = {
  'GET /api/metrics': 'metrics',
  'GET /api/admin/users/signed-export.csv': 'signedLink',
  'GET /api/admin/payments/signed-export.csv': 'signedLink',
  'GET /api/admin/audit/signed-export.csv': 'signedLink',
};

/**
 * Who may call each protected operation. `student`: any signed-in student, or only for their own
 * id (`own`: another student gets 403). `staff`: the permission in STAFF_PERMISSIONS, the table
 * the back office's access control reads, or `member`: any signed-in staff member, for their own
 * account. `visitor`: a caller without a token is served too.
 * A new route needs its row here, or this test fails.
 */
interface Access {
  student?: 'any' | 'own';
  staff?: StaffPermission | 'member';
  visitor?: true;
}

const student: Access = { student: 'any' };

/** These end every session of the caller: students of their own call them, not to sign `owner` out. */
const SIGNS_OUT = new Set(['POST /api/logout', 'POST /api/logout-all']);
const staff = (permission: StaffPermission): Access => ({ staff: permission });
/** Any staff member, on their own account: called with fresh tokens, not to change `t.tokens`. */
const staffMember: Access = { staff: 'member' };
/** Served by a provider this app has not configured: past access control they answer 503. */
const UNCONFIGURED = new Set(['POST /api/payments/crypto-invoice']);

const PROTECTED_OPERATIONS: Record<string, Access> = {
  'GET /api/user': student,
  'PATCH /api/user': student,
  'PUT /api/user/password': student,
  'POST /api/user/email': student,
  'POST /api/user/email/verify/resend': student,
  'GET /api/user/sessions': student,
  'DELETE /api/user/sessions/{id}': student,
  'POST /api/logout': student,
  'POST /api/logout-all': student,
  'POST /api/create-checkout-session': student,
  'POST /api/create-payment': student,
  'GET /api/payments': student,
  'POST /api/payments/manual': student,
  'PUT /api/payments/{id}/receipt': student,
  'POST /api/payments/{id}/notice-seen': student,
  'POST /api/payments/{id}/cancel': student,
  'GET /api/payments/review-notice': student,
  'GET /api/admin/settings/payment-review': staff('payments:read'),
  'PUT /api/admin/settings/payment-review': staff('payments:write'),
  'GET /api/books': { ...student, visitor: true },
  'GET /api/books/{id}/link': student,
  'GET /api/lessons': { ...student, visitor: true },
  'GET /api/lessons/{id}/link': student,
  'PUT /api/lessons/{id}/progress': student,
  'POST /api/user/overdraft/{id}': { student: 'own', staff: 'balances:write' },
  'GET /api/admin/user': staff('users:read'),
  'PUT /api/admin/user/account/{id}': staff('users:write'),
  'DELETE /api/admin/user/delete/{id}': staff('users:write'),
  'PUT /api/user/{id}/balance': staff('balances:write'),
  'PUT /api/user/{id}/course': staff('users:write'),
  'GET /api/admin/users': staff('users:read'),
  'GET /api/admin/users/export.csv': staff('users:read'),
  'POST /api/admin/users/bulk-balance/preview': staff('balances:write'),
  'POST /api/admin/users/bulk-balance': staff('balances:write'),
  'GET /api/admin/users/bulk-balance/jobs': staff('balances:write'),
  'GET /api/admin/users/bulk-balance/jobs/{jobId}': staff('balances:write'),
  'POST /api/admin/users/bulk-balance/jobs/{jobId}/cancel': staff('balances:write'),
  'POST /api/admin/users/export-links': staff('users:read'),
  'POST /api/admin/payments/export-links': staff('payments:read'),
  'POST /api/admin/audit/export-links': staff('audit:read'),
  'GET /api/admin/users/{id}': staff('users:read'),
  'GET /api/admin/users/{id}/ledger': staff('users:read'),
  'GET /api/admin/users/{id}/audit': staff('users:read'),
  'PUT /api/admin/users/{id}': staff('users:write'),
  'DELETE /api/admin/users/{id}': staff('users:write'),
  'POST /api/admin/users/{id}/balance-adjustments': staff('balances:write'),
  'PUT /api/admin/users/{id}/course': staff('users:write'),
  'POST /api/admin/users/{id}/overdraft': staff('balances:write'),
  'POST /api/admin/users/{id}/unlock-sign-in': staff('users:write'),
  'POST /api/admin/users/{id}/verify-email': staff('users:write'),
  'POST /api/admin/users/{id}/password-reset': staff('passwords:reset'),
  'POST /api/admin/staff/{id}/unlock-sign-in': staff('staff:manage'),
  'GET /api/admin/staff': staff('staff:manage'),
  'POST /api/admin/staff': staff('staff:manage'),
  'GET /api/admin/staff/{id}': staff('staff:manage'),
  'PUT /api/admin/staff/{id}': staff('staff:manage'),
  'POST /api/admin/staff/{id}/password': staff('staff:manage'),
  'GET /api/admin/api-keys': staff('api-keys:manage'),
  'POST /api/admin/api-keys': staff('api-keys:manage'),
  'GET /api/admin/api-keys/{id}': staff('api-keys:manage'),
  'DELETE /api/admin/api-keys/{id}': staff('api-keys:manage'),
  'GET /api/admin/webhooks': staff('webhooks:manage'),
  'POST /api/admin/webhooks': staff('webhooks:manage'),
  'GET /api/admin/webhooks/{id}': staff('webhooks:manage'),
  'PUT /api/admin/webhooks/{id}': staff('webhooks:manage'),
  'DELETE /api/admin/webhooks/{id}': staff('webhooks:manage'),
  'GET /api/admin/webhooks/{id}/deliveries': staff('webhooks:manage'),
  'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry': staff('webhooks:manage'),
  'POST /api/admin/webhooks/{id}/test': staff('webhooks:manage'),
  'POST /api/admin/users/{id}/restore': staff('users:write'),
  'GET /api/admin/stats/summary': staff('stats:read'),
  'GET /api/admin/stats/registrations': staff('stats:read'),
  'GET /api/admin/stats/revenue': staff('stats:read'),
  'GET /api/admin/dashboard': staff('payments:read'),
  'GET /api/admin/dashboard/pending': staff('payments:read'),
  'GET /api/admin/payments': staff('payments:read'),
  'GET /api/admin/payments/export.csv': staff('payments:read'),
  'GET /api/admin/payments/{id}': staff('payments:read'),
  'GET /api/admin/payments/{id}/receipt': staff('payments:read'),
  'GET /api/admin/payments/{id}/ledger': staff('payments:read'),
  'POST /api/admin/payments/{id}/confirm': staff('payments:write'),
  'POST /api/admin/payments/{id}/reject': staff('payments:write'),
  'POST /api/admin/payments/{id}/refund': staff('payments:refund'),
  'GET /api/admin/audit': staff('audit:read'),
  'GET /api/admin/audit/export.csv': staff('audit:read'),
  'POST /api/admin/uploads': staff('catalogue:write'),
  'HEAD /api/admin/uploads/{id}': staff('catalogue:write'),
  'PATCH /api/admin/uploads/{id}': staff('catalogue:write'),
  'DELETE /api/admin/uploads/{id}': staff('catalogue:write'),
  'POST /api/admin/logout': staffMember,
  'POST /api/admin/logout-all': staffMember,
  'GET /api/admin/2fa': staffMember,
  'POST /api/admin/2fa/setup': staffMember,
  'POST /api/admin/2fa/enable': staffMember,
  'POST /api/admin/2fa/disable': staffMember,
  'GET /api/admin/staff/{id}/sessions': staff('staff:manage'),
  'DELETE /api/admin/staff/{id}/sessions/{sessionId}': staff('staff:manage'),
  'DELETE /api/admin/staff/{id}/2fa': staff('staff:manage'),
  'GET /api/admin/settings/security': staff('staff:manage'),
  'PUT /api/admin/settings/security': staff('staff:manage'),
  'POST /api/admin/payments/{id}/recheck': staff('payments:write'),
  'POST /api/payments/crypto-invoice': student,
  'GET /api/payments/{id}/receipt.pdf': { ...student, staff: 'payments:read' },
  'GET /api/payments/{id}/credit-note.pdf': { ...student, staff: 'payments:read' },
  'GET /api/certificates': student,
  'GET /api/certificates/{code}.pdf': student,
  'GET /api/admin/certificates': staff('users:read'),
  'POST /api/admin/certificates/{code}/revoke': staff('users:write'),
  'GET /api/admin/tiers': staff('catalogue:read'),
  'POST /api/admin/tiers': staff('catalogue:write'),
  'GET /api/admin/tiers/{id}': staff('catalogue:read'),
  'PUT /api/admin/tiers/{id}': staff('catalogue:write'),
  'DELETE /api/admin/tiers/{id}': staff('catalogue:write'),
  'GET /api/admin/books': staff('catalogue:read'),
  'POST /api/admin/books': staff('catalogue:write'),
  'GET /api/admin/books/{id}': staff('catalogue:read'),
  'PUT /api/admin/books/{id}': staff('catalogue:write'),
  'DELETE /api/admin/books/{id}': staff('catalogue:write'),
  'GET /api/admin/lessons': staff('catalogue:read'),
  'POST /api/admin/lessons': staff('catalogue:write'),
  'GET /api/admin/lessons/{id}': staff('catalogue:read'),
  'PUT /api/admin/lessons/{id}': staff('catalogue:write'),
  'DELETE /api/admin/lessons/{id}': staff('catalogue:write'),
  'GET /api/admin/promo-codes': staff('promotions:read'),
  'POST /api/admin/promo-codes': staff('promotions:manage'),
  'GET /api/admin/promo-codes/{id}': staff('promotions:read'),
  'PUT /api/admin/promo-codes/{id}': staff('promotions:manage'),
  'DELETE /api/admin/promo-codes/{id}': staff('promotions:manage'),
  'POST /api/promo-codes/check': student,
  'GET /api/promotions': student,
  'GET /api/referrals': student,
  'GET /api/admin/referral-settings': staff('promotions:read'),
  'PUT /api/admin/referral-settings': staff('promotions:manage'),
  'GET /api/admin/referrals/top-referrers': staff('payments:read'),
  'GET /api/admin/referrals/rewards': staff('payments:read'),
};

type Caller = 'none' | 'student' | 'other student' | StaffRole;
const CALLERS: Caller[] = ['none', 'student', 'other student', 'support', 'admin'];
type Verdict = 401 | 403 | 'allowed';

function verdict(access: Access, caller: Caller): Verdict {
  switch (caller) {
    case 'none':
      return access.visitor ? 'allowed' : 401;
    case 'student':
      return access.student ? 'allowed' : 401;
    case 'other student':
      return access.student === 'any' ? 'allowed' : access.student === 'own' ? 403 : 401;
    case 'support':
    case 'admin':
      if (access.staff === 'member') return 'allowed';
      if (access.staff) return roleHasPermission(caller, access.staff) ? 'allowed' : 403;
      return access.visitor ? 'allowed' : 401;
  }
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
}

describe('default-deny access control', () => {
  let t: TestApp<'admin' | 'support'>;
  let document: OpenApiDocument;
  let operations: { key: string; method: string; path: string; security: unknown }[];
  let owner: { id: number; token: string };
  let other: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        security: operation.security,
      })),
    );
    owner = await t.student();
    other = await t.student();
    // Entitled to every book and lesson, so that a 403 can only come from access control.
    for (const { id } of [owner, other]) {
      await t.http
        .put(`/api/user/${id}/course`)
        .set('Authorization', t.tokens.admin)
        .send({ course: 'PLATINUM' })
        .expect(200);
    }
  });
  afterAll(() => t.close());

  it('declares the signed export link as a credential in the query, its signature `sig`', () => {
    expect(document.components.securitySchemes.signedLink).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'sig',
      description: expect.stringMatching(/POST .*export-links/) as string,
    });
  });

  it('documents every operation as public by name, with security: [], or as protected', () => {
    for (const { key, security } of operations) {
      if (PUBLIC_OPERATIONS.includes(key)) {
        expect(security, key).toEqual([]);
      } else if (key in OWN_CREDENTIAL_OPERATIONS) {
        expect(security, key).toEqual([{ [OWN_CREDENTIAL_OPERATIONS[key]]: [] }]);
      } else {
        expect(PROTECTED_OPERATIONS, `${key} has no row in the access table`).toHaveProperty([key]);
        expect((security as unknown[] | undefined)?.length ?? 0, key).toBeGreaterThan(0);
      }
    }
    const documented = operations.map(({ key }) => key);
    const listed = [
      ...PUBLIC_OPERATIONS,
      ...Object.keys(OWN_CREDENTIAL_OPERATIONS),
      ...Object.keys(PROTECTED_OPERATIONS),
    ];
    for (const key of listed) {
      expect(documented, `${key} is listed but not served`).toContain(key);
    }
  });

  it('serves the health check to anyone', async () => {
    await t.http.get('/api/health').expect(200);
  });

  it.each(Object.entries(PROTECTED_OPERATIONS))(
    '%s answers none / student / other student / support / admin as the table says',
    async (key, access) => {
      const [method, template] = key.split(' ') as [string, string];
      const answers: Record<string, Verdict> = {};
      const expected: Record<string, Verdict> = {};
      const [ownerToken, otherToken] = SIGNS_OUT.has(key)
        ? [(await t.student()).token, (await t.student()).token]
        : [owner.token, other.token];
      for (const caller of CALLERS) {
        // A student acts on their own id; anyone else on an id no user has, so nothing changes.
        const id = caller === 'student' || caller === 'other student' ? owner.id : 999_999;
        const path = template.replace('{id}', String(id));
        let call =
          t.http[method.toLowerCase() as 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete'](
            path,
          );
        if (caller === 'student') call = call.set('token', ownerToken);
        if (caller === 'other student') call = call.set('token', otherToken);
        if (caller === 'support' || caller === 'admin')
          call = call.set(
            'Authorization',
            access.staff === 'member' ? await t.staff(caller) : t.tokens[caller],
          );
        if (!['GET', 'HEAD', 'DELETE'].includes(method)) call = call.send({});
        const { status } = await call;
        if (!(UNCONFIGURED.has(key) && status === 503)) {
          expect(status, `${key} as ${caller}`).toBeLessThan(500);
        }
        answers[caller] = status === 401 || status === 403 ? status : 'allowed';
        expected[caller] = verdict(access, caller);
      }
      expect(answers).toEqual(expected);
    },
  );
});
