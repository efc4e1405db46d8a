import type { PromoPricing } from './promotions.js';

/** POST /api/create-checkout-session (JSON with the student token, or a plain form post). */
export interface CheckoutSessionRequest {
  course: string;
  userId: number | string;
  /** Only read for a top-up: a tier's price always comes from the catalogue. */
  price?: number | string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

export interface CheckoutSessionResponse {
  url: string;
}

/** POST /api/create-payment: the Credit Card (PayPort) method. */
export interface CreatePaymentRequest {
  amount: number;
  firstName: string;
  lastName: string;
  course: string;
  id: string;
  email: string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

export interface CreatePaymentResponse {
  status: 200;
  data: { url: string };
}

/** POST /api/payments/crypto-invoice: a BTCPay invoice for a tier or a top-up. */
export interface CryptoInvoiceRequest {
  /** A tier id or 'topup'. */
  course: string;
  /** The top-up amount in whole dollars; a tier is priced by the catalogue. */
  price?: number | string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

/** 201 from POST /api/payments/crypto-invoice: where to send the student. */
export interface CryptoInvoice extends PromoPricing {
  /** The payment's id; the return page follows it in GET /api/payments. */
  id: string;
  status: 'pending';
  amount: number;
  checkoutLink: string;
  expiresAt: string;
}

/** The student app's page that a BTCPay checkout returns to: /payments/return?id=<payment id>. */
export const CRYPTO_RETURN_PATH = '/payments/return';
export const CRYPTO_RETURN_ID_PARAM = 'id';
