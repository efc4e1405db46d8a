import { Typography } from '@mui/material';
import { EditButton, ListBase, Pagination, Show, TopToolbar, useRecordContext } from 'react-admin';
import { DetailList, ShowGrid, ShowSection, type DetailRow } from '../../components/ShowSection';
import { DeleteWithRefusals } from '../../components/WithRefusals';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { useDateText } from '../../components/use-date-text';
import { PaymentStackedList } from '../payments';
import {
  PromoMoneyField,
  PromoOfferField,
  PromoStateChip,
  PromoTargetsField,
  PromoUsesField,
} from './parts/promo-fields';
import type { PromoCodeRecord } from '@academy/contracts';

function PromoDetails({ promo }: { promo: PromoCodeRecord }) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const rows: DetailRow[] = [
    ['resources.promo-codes.fields.code', promo.code],
    ['resources.promo-codes.fields.kind', <PromoOfferField key="kind" />],
    ['resources.promo-codes.fields.appliesTo', <PromoTargetsField key="appliesTo" />],
    ['resources.promo-codes.fields.active', <PromoStateChip key="active" />],
    [
      'resources.promo-codes.fields.maxUses',
      promo.maxUses ?? translate('academy.promotions.unlimited'),
    ],
    ['resources.promo-codes.fields.maxUsesPerStudent', promo.maxUsesPerStudent],
    [
      'resources.promo-codes.fields.startsAt',
      dateText(promo.startsAt) ?? translate('academy.promotions.always'),
    ],
    [
      'resources.promo-codes.fields.endsAt',
      dateText(promo.endsAt) ?? translate('academy.promotions.always'),
    ],
    ['resources.promo-codes.fields.firstPurchaseOnly', yesNo(promo.firstPurchaseOnly)],
    ['resources.promo-codes.fields.public', yesNo(promo.public)],
    ['resources.promo-codes.fields.bannerText', promo.bannerText],
    ['resources.promo-codes.fields.createdAt', dateText(promo.createdAt)],
  ];
  return <DetailList rows={rows} />;
}

function PromoFigures() {
  const rows: DetailRow[] = [
    ['resources.promo-codes.fields.uses', <PromoUsesField key="uses" />],
    ['resources.promo-codes.fields.revenue', <PromoMoneyField key="revenue" source="revenue" />],
    [
      'resources.promo-codes.fields.discountGiven',
      <PromoMoneyField key="discountGiven" source="discountGiven" />,
    ],
  ];
  return <DetailList rows={rows} />;
}

/** The payments made with the code, newest first, each with its page and actions. */
function PromoPayments({ code }: { code: string }) {
  const translate = useTypedTranslate();
  return (
    <ListBase
      resource="payments"
      filter={{ promoCode: code }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
      empty={
        <Typography color="text.secondary">{translate('academy.promotions.noPayments')}</Typography>
      }
    >
      <PaymentStackedList />
      <Pagination rowsPerPageOptions={[]} />
    </ListBase>
  );
}

function PromoShowContent() {
  const promo = useRecordContext<PromoCodeRecord>();
  if (!promo) return null;
  return (
    <ShowGrid>
      <ShowSection title="academy.promotions.details">
        <PromoDetails promo={promo} />
      </ShowSection>
      <ShowSection title="academy.promotions.figures">
        <PromoFigures />
      </ShowSection>
      <ShowSection title="academy.promotions.payments">
        <PromoPayments code={promo.code} />
      </ShowSection>
    </ShowGrid>
  );
}

/** Edit always; Delete only for a code no payment has used (the API refuses the others). */
function PromoShowActions() {
  const promo = useRecordContext<PromoCodeRecord>();
  const unused = promo !== undefined && promo.uses + promo.reserved === 0;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <EditButton />
      {unused && <DeleteWithRefusals refusals={{ fallback: 'academy.promotions.errors.delete' }} />}
    </TopToolbar>
  );
}

function PromoShowTitle() {
  const translate = useTypedTranslate();
  const promo = useRecordContext<PromoCodeRecord>();
  return <>{promo && translate('academy.promotions.show', { code: promo.code })}</>;
}

/** One code: its rules, its uses and revenue, and the payments made with it. */
export function PromoShow() {
  return (
    <Show title={<PromoShowTitle />} actions={<PromoShowActions />}>
      <PromoShowContent />
    </Show>
  );
}
