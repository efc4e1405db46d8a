import { Chip, type ChipProps } from '@mui/material';
import { TOPUP_COURSE } from '@academy/contracts';
import { useRecordContext } from 'react-admin';
import { useNow } from '../../../components/use-now';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useMoneyText } from '../../payments';
import type { PromoCodeRecord } from '@academy/contracts';

type PromoState = 'active' | 'inactive' | 'scheduled' | 'ended';

const STATE_COLORS: Record<PromoState, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  scheduled: 'info',
  ended: 'default',
};

function stateOf(promo: PromoCodeRecord, now: Date): PromoState {
  if (!promo.active) return 'inactive';
  if (promo.startsAt && new Date(promo.startsAt) > now) return 'scheduled';
  if (promo.endsAt && new Date(promo.endsAt) <= now) return 'ended';
  return 'active';
}

/** Active, inactive, not started or ended, at a glance. */
export function PromoStateChip() {
  const record = useRecordContext<PromoCodeRecord>();
  const translate = useTypedTranslate();
  const now = useNow();
  if (!record) return null;
  const state = stateOf(record, now);
  return (
    <Chip
      size="small"
      color={STATE_COLORS[state]}
      label={translate(`academy.promotions.state.${state}`)}
    />
  );
}

/** '20% off', '$50 off' or '+10% on top-ups'. */
export function PromoOfferField() {
  const record = useRecordContext<PromoCodeRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return (
    <span>{translate(`academy.promotions.offer.${record.kind}`, { value: record.value })}</span>
  );
}

/** The tiers (by id, as students see their names) and top-ups it applies to. */
export function PromoTargetsField() {
  const record = useRecordContext<PromoCodeRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  const names = record.appliesTo.map((target) =>
    target === TOPUP_COURSE ? translate('academy.promotions.topup') : target.toUpperCase(),
  );
  return <span>{names.join(', ')}</span>;
}

/** '3 of 5' (or '3' without a limit), and the payments holding a use while unpaid. */
export function PromoUsesField() {
  const record = useRecordContext<PromoCodeRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  const uses =
    record.maxUses === null
      ? String(record.uses)
      : translate('academy.promotions.usesOf', { uses: record.uses, max: record.maxUses });
  return (
    <span>
      {uses}
      {record.reserved > 0 &&
        ` (${translate('academy.promotions.reservedCount', { smart_count: record.reserved })})`}
    </span>
  );
}

/** One of the code's dollar figures: its revenue or the discount it gave. */
export function PromoMoneyField({ source }: { source: 'revenue' | 'discountGiven' }) {
  const record = useRecordContext<PromoCodeRecord>();
  const moneyText = useMoneyText();
  if (!record) return null;
  return <span>{moneyText(record[source])}</span>;
}
