import { In, type EntityManager } from 'typeorm';
import type { PromoCodeRecord } from '@academy/contracts';
import { PromoCodeUseEntity } from './promo-code-use.entity.js';
import type { PromoCodeEntity } from './promo-code.entity.js';

type Figures = Pick<
  PromoCodeRecord,
  'uses' | 'reserved' | 'revenue' | 'discountGiven' | 'bonusGiven'
>;

const NONE: Figures = { uses: 0, reserved: 0, revenue: 0, discountGiven: 0, bonusGiven: 0 };

interface FigureRow {
  id: number;
  uses: number;
  reserved: number;
  revenue: string;
  discount: string;
  bonus: string;
}

/**
 * Each code's uses and what they brought, in one aggregate: consumed and reserved uses, and for
 * the paid payments (refunded ones left out) what they charged, the discount and the bonus given.
 */
export async function readPromoFigures(
  manager: EntityManager,
  ids: number[],
): Promise<Map<number, Figures>> {
  if (ids.length === 0) return new Map();
  const paid = `pcu.state = 'consumed' AND payment.status = 'paid'`;
  const rows = await manager
    .createQueryBuilder(PromoCodeUseEntity, 'pcu')
    .innerJoin('payments', 'payment', 'payment.id = pcu.payment_id')
    .select('pcu.promo_code_id', 'id')
    .addSelect(`count(*) FILTER (WHERE pcu.state = 'consumed')::int`, 'uses')
    .addSelect(`count(*) FILTER (WHERE pcu.state = 'reserved')::int`, 'reserved')
    .addSelect(`coalesce(sum(payment.amount) FILTER (WHERE ${paid}), 0)::text`, 'revenue')
    .addSelect(`coalesce(sum(pcu.discount) FILTER (WHERE ${paid}), 0)::text`, 'discount')
    .addSelect(`coalesce(sum(pcu.bonus) FILTER (WHERE ${paid}), 0)::text`, 'bonus')
    .where({ promoCodeId: In(ids) })
    .groupBy('pcu.promo_code_id')
    .getRawMany<FigureRow>();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        uses: Number(row.uses),
        reserved: Number(row.reserved),
        revenue: Number(row.revenue),
        discountGiven: Number(row.discount),
        bonusGiven: Number(row.bonus),
      },
    ]),
  );
}

export function toPromoCodeRecord(code: PromoCodeEntity, figures: Figures = NONE): PromoCodeRecord {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    appliesTo: code.appliesTo,
    maxUses: code.maxUses,
    maxUsesPerStudent: code.maxUsesPerStudent,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    firstPurchaseOnly: code.firstPurchaseOnly,
    public: code.public,
    bannerText: code.bannerText,
    active: code.active,
    ...figures,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}
