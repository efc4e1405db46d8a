import { CreateWithRefusals } from '../../components/WithRefusals';
import { PROMO_SAVE_REFUSALS, PromoForm } from './parts/PromoForm';

/** A new promo code; its page opens next. */
export function PromoCreate() {
  return (
    <CreateWithRefusals
      title="academy.promotions.create"
      redirect="show"
      refusals={PROMO_SAVE_REFUSALS}
    >
      <PromoForm creating />
    </CreateWithRefusals>
  );
}
