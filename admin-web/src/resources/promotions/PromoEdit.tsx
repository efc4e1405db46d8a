import { useRecordContext } from 'react-admin';
import { EditWithRefusals } from '../../components/WithRefusals';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { PROMO_SAVE_REFUSALS, PromoForm } from './parts/PromoForm';
import type { PromoCodeRecord } from '@academy/contracts';

function PromoEditTitle() {
  const translate = useTypedTranslate();
  const record = useRecordContext<PromoCodeRecord>();
  return <>{record && translate('academy.promotions.edit', { code: record.code })}</>;
}

export function PromoEdit() {
  return (
    <EditWithRefusals title={<PromoEditTitle />} redirect="show" refusals={PROMO_SAVE_REFUSALS}>
      <PromoForm />
    </EditWithRefusals>
  );
}
