export type { components, operations, paths } from './schema.js';
export {
  createAcademyClient,
  type AcademyClient,
  type AcademyClientOptions,
  type ApiError,
  type Schema,
} from './client.js';
export {
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookSignatureCheck,
} from './webhook-signature.js';
