import type { PromoCodeRecord, PromoCodeRequest, StaffRole } from '@academy/contracts';
import type { TestApp } from './test-app.js';

let codeCounter = 0;

/** A code no other test has taken. */
export const aPromoCode = (prefix = 'PROMO') =>
  `${prefix}${(codeCounter += 1)}${Date.now().toString(36)}`.toUpperCase();

/** POST /api/admin/promo-codes as an admin (201), with the fields the test does not care about. */
export async function createPromoCode<Role extends StaffRole>(
  t: TestApp<Role>,
  admin: string,
  body: Partial<PromoCodeRequest> = {},
): Promise<PromoCodeRecord> {
  const response = await t.http
    .post('/api/admin/promo-codes')
    .set('Authorization', admin)
    .send({ code: aPromoCode(), kind: 'percent', value: 25, appliesTo: ['gold'], ...body })
    .expect(201);
  return response.body as PromoCodeRecord;
}

/** GET /api/admin/promo-codes/:id as the given staff member. */
export async function readPromoCode<Role extends StaffRole>(
  t: TestApp<Role>,
  staff: string,
  id: number,
): Promise<PromoCodeRecord> {
  const response = await t.http
    .get(`/api/admin/promo-codes/${id}`)
    .set('Authorization', staff)
    .expect(200);
  return response.body as PromoCodeRecord;
}
