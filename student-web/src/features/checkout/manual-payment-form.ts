import {
  MANUAL_REFERENCE_MAX_LENGTH,
  RECEIPT_MAX_BYTES,
  RECEIPT_MEDIA_TYPES,
  type CryptoOptionId,
  type ManualPaymentMethod,
} from '@academy/contracts';

/** What the student fills in on the "I have paid" step. */
export interface ManualPaymentForm {
  /** Crypto only: which of the configured coins was sent. */
  coin: CryptoOptionId | '';
  reference: string;
  receipt: File | null;
}

export type ManualPaymentField = keyof ManualPaymentForm;

export type ReceiptProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Why a field cannot be sent, each named as the checkout namespace's `paid` texts name it. */
export interface ManualPaymentErrors {
  coin?: 'coinRequired';
  reference?: 'referenceRequired' | 'referenceTooLong';
  receipt?: ReceiptProblem;
}

export const EMPTY_MANUAL_PAYMENT_FORM: ManualPaymentForm = {
  coin: '',
  reference: '',
  receipt: null,
};

/** The receipt size limit as the student reads it, in megabytes. */
export const RECEIPT_MAX_MEGABYTES = RECEIPT_MAX_BYTES / (1024 * 1024);

// A browser may report no media type (some Windows setups do for PDFs): the name tells then.
const RECEIPT_EXTENSIONS = /\.(png|jpe?g|pdf)$/i;

/**
 * Checked before anything is sent, so the student learns at once; the server sniffs the
 * content anyway, since a file's name and reported type prove nothing.
 */
export function receiptProblem(file: File): ReceiptProblem | null {
  const knownType = (RECEIPT_MEDIA_TYPES as readonly string[]).includes(file.type);
  if (!knownType && !(file.type === '' && RECEIPT_EXTENSIONS.test(file.name))) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The problems that keep the form from being sent; none means it may go. */
export function validateManualPayment(
  form: ManualPaymentForm,
  method: ManualPaymentMethod,
): ManualPaymentErrors {
  const errors: ManualPaymentErrors = {};
  if (method === 'crypto' && form.coin === '') errors.coin = 'coinRequired';
  const reference = form.reference.trim();
  if (reference === '') errors.reference = 'referenceRequired';
  else if (reference.length > MANUAL_REFERENCE_MAX_LENGTH) errors.reference = 'referenceTooLong';
  const receipt = form.receipt && receiptProblem(form.receipt);
  if (receipt) errors.receipt = receipt;
  return errors;
}
