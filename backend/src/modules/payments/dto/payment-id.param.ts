import type { ApiParamOptions } from '@nestjs/swagger';

/** The `{id}` of a payment route: payments are known by a UUID. */
export const PAYMENT_ID_PARAM: ApiParamOptions = {
  name: 'id',
  description: 'The payment id',
  schema: { type: 'string', format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' },
};
