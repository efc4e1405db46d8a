import {
  PROMO_BANNER_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  TOPUP_COURSE,
  type PromoCodeRecord,
} from '@academy/contracts';
import { maxLength, required, type Validator } from 'react-admin';

/** What the form holds; dates as the inputs give them (ISO strings or Date objects). */
type PromoValues = Partial<Omit<PromoCodeRecord, 'startsAt' | 'endsAt'>> & {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
};

const PERCENT_MAX = 100;

const empty = (value: unknown) => value === null || value === undefined || value === '';

const codeRule: Validator = (value) =>
  typeof value === 'string' && !PROMO_CODE_PATTERN.test(value.trim())
    ? 'academy.promotions.rules.code'
    : undefined;

/** The value by kind: a percent (off, or bonus) is 1–100; dollars off are at least 1. */
const valueRule: Validator = (value, values: PromoValues) => {
  if (empty(value)) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return 'academy.promotions.rules.wholeNumber';
  if (values.kind === 'amount') return number < 1 ? 'academy.promotions.rules.amount' : undefined;
  return number < 1 || number > PERCENT_MAX ? 'academy.promotions.rules.percent' : undefined;
};

/** A discount is for tiers, a top-up bonus for top-ups. */
const targetsRule: Validator = (value, values: PromoValues) => {
  if (!Array.isArray(value) || value.length === 0 || !values.kind) return undefined;
  const topups = value.filter((target) => target === TOPUP_COURSE).length;
  if (values.kind === 'topup-bonus') {
    return topups === value.length ? undefined : 'academy.promotions.rules.bonusTargets';
  }
  return topups === 0 ? undefined : 'academy.promotions.rules.discountTargets';
};

const countRule: Validator = (value) => {
  if (empty(value)) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return 'academy.promotions.rules.wholeNumber';
  return number < 1 ? 'academy.promotions.rules.atLeastOne' : undefined;
};

const endsAfterStartRule: Validator = (value, values: PromoValues) => {
  if (empty(value) || empty(values.startsAt)) return undefined;
  const ends = new Date(value as string | Date).getTime();
  const starts = new Date(values.startsAt).getTime();
  return ends <= starts ? 'academy.promotions.rules.endsBeforeStart' : undefined;
};

/** Each input's rules, as the API checks them again. */
export const promoRules = {
  code: [required(), codeRule],
  kind: [required()],
  value: [required(), valueRule],
  appliesTo: [required(), targetsRule],
  maxUses: [countRule],
  maxUsesPerStudent: [required(), countRule],
  endsAt: [endsAfterStartRule],
  bannerText: [maxLength(PROMO_BANNER_MAX_LENGTH)],
};
