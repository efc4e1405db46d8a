import { Edit, useRecordContext } from 'react-admin';
import { useNotifyServerError } from '../../components/server-error';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { PROMO_SAVE_REFUSALS, PromoForm } from './parts/PromoForm';
import type { PromoCodeRecord } from '@academy/contracts';

function PromoEditTitle() {
  const translate = useTypedTranslate();
  const record = useRecordContext<PromoCodeRecord>();
  return <>{record && translate('academy.promotions.edit', { code: record.code })}</>;
}

/** Saved before leaving the page (not undoable), so that a refusal shows on the open form. */
export function PromoEdit() {
  const notifyServerError = useNotifyServerError();
  return (
    <Edit
      title={<PromoEditTitle />}
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: (error) => notifyServerError(error, PROMO_SAVE_REFUSALS) }}
    >
      <PromoForm />
    </Edit>
  );
}
