import type { Purchase } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useAppliedPromo } from './promo-context';

/**
 * The product's name ('GOLD', 'Balance top-up') and its price as shown ('$250.00'): with a promo
 * code applied, the price the server answered for it.
 */
export function usePurchaseText(purchase: Purchase): { product: string; amount: string } {
  const { t } = useTranslation('checkout');
  const promo = useAppliedPromo();
  return {
    product: purchase.kind === 'topup' ? t('product.topup') : purchase.tier,
    amount: t('amount', { amount: promo ? promo.price : purchase.amount }),
  };
}
