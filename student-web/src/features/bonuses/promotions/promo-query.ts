/** The payment overlay's query parameter that fills in a promo code: ?course=…&price=…&promo=… */
export const PROMO_QUERY_PARAM = 'promo';
