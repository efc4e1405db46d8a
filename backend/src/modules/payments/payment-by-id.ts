import type { EntityManager } from 'typeorm';
import { isPaymentPublicId, PaymentEntity } from './payment.entity.js';
import { paymentNotFound } from './payments.errors.js';

/** The payment a path names by its public id, in any case; 404 for any other text. */
export async function paymentByPublicId(
  manager: EntityManager,
  publicId: string,
): Promise<PaymentEntity> {
  const payment = isPaymentPublicId(publicId)
    ? await manager.getRepository(PaymentEntity).findOneBy({ publicId: publicId.toLowerCase() })
    : null;
  if (!payment) throw paymentNotFound();
  return payment;
}
