import { Create } from 'react-admin';
import { useNotifyServerError } from '../../components/server-error';
import { PROMO_SAVE_REFUSALS, PromoForm } from './parts/PromoForm';

/** A new promo code; its page opens next. */
export function PromoCreate() {
  const notifyServerError = useNotifyServerError();
  return (
    <Create
      title="academy.promotions.create"
      redirect="show"
      mutationOptions={{ onError: (error) => notifyServerError(error, PROMO_SAVE_REFUSALS) }}
    >
      <PromoForm creating />
    </Create>
  );
}
