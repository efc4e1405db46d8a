import type { Purchase } from '@academy/contracts';
import { formatBalance } from '@academy/domain';
import { useTranslation } from 'react-i18next';

/** The product's name ('GOLD', 'Balance top-up') and its price as shown ('$250.00'). */
export function usePurchaseText(purchase: Purchase): { product: string; amount: string } {
  const { t } = useTranslation('checkout');
  return {
    product: purchase.kind === 'topup' ? t('product.topup') : purchase.tier,
    amount: t('amount', { amount: formatBalance(purchase.amount) }),
  };
}
