import {
  PENDING_MANUAL_PAYMENTS_MAX,
  PENDING_RECEIPT_BYTES_MAX,
  type ManualPaymentMethod,
  type ManualPaymentRequest,
  type Purchase,
} from '@academy/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError, NetworkError } from '../../lib/api-client';
import { useMutationInFlight } from '../../lib/use-mutation-in-flight';
import {
  createManualPaymentMutationKey,
  useCreateManualPayment,
} from './api/create-manual-payment';
import { uploadReceiptMutationKey, useUploadReceipt } from './api/upload-receipt';
import type { ManualPaymentField, ManualPaymentForm } from './manual-payment-form';
import { promoCodeField, useAppliedPromo } from './promo-context';
import { purchaseCourse } from './purchase-query';
import { usePromoRefusalText } from '../bonuses';

const BAD_REQUEST = 400;
const MEGABYTE = 1024 * 1024;

/** The API's field names in a 400 answer → the form's. */
const SERVER_FIELDS: Partial<Record<string, ManualPaymentField>> = {
  reference: 'reference',
  coin: 'coin',
};

/**
 * The refusals of the limits on what a student sends, in the page's language; any other answer
 * keeps the server's own sentence.
 */
function limitText(error: ApiResponseError, t: TFunction<'checkout'>): string | null {
  const code = error.body?.code;
  if (code === 'PENDING_PAYMENTS_LIMIT') {
    return t('paid.errors.pendingLimit', { max: PENDING_MANUAL_PAYMENTS_MAX });
  }
  if (code === 'RECEIPT_BYTES_LIMIT') {
    return t('paid.errors.receiptBytesLimit', { max: PENDING_RECEIPT_BYTES_MAX / MEGABYTE });
  }
  return code === 'TOO_MANY_REQUESTS' ? t('paid.errors.tooMany') : null;
}

export type ServerFieldErrors = Partial<Record<ManualPaymentField, string>>;

function serverFieldErrors(error: unknown): ServerFieldErrors {
  const found: ServerFieldErrors = {};
  if (!(error instanceof ApiResponseError) || error.status !== BAD_REQUEST) return found;
  for (const { field, message } of error.body?.errors ?? []) {
    const formField = SERVER_FIELDS[field];
    if (formField && !found[formField]) found[formField] = message;
  }
  return found;
}

function manualPaymentRequest(
  purchase: Purchase,
  method: ManualPaymentMethod,
  form: ManualPaymentForm,
  promoCode: { promoCode?: string },
): ManualPaymentRequest {
  return {
    method,
    course: purchaseCourse(purchase),
    // A tier is priced by the server from the catalogue; only a top-up names its amount.
    ...(purchase.kind === 'topup' && { price: purchase.amount }),
    reference: form.reference.trim(),
    ...(method === 'crypto' && form.coin !== '' && { coin: form.coin }),
    ...promoCode,
  };
}

/**
 * "I have paid": records the payment, then uploads the receipt if one was attached. The upload
 * comes second because the payment must exist to carry it; when it fails the payment stays
 * recorded and the student may upload the receipt again.
 */
export function useManualPayment(purchase: Purchase, method: ManualPaymentMethod) {
  const { t } = useTranslation('checkout');
  const promo = useAppliedPromo();
  const promoRefusalText = usePromoRefusalText();
  const sending = useMutationInFlight(createManualPaymentMutationKey);
  const uploading = useMutationInFlight(uploadReceiptMutationKey);
  const create = useCreateManualPayment();
  const upload = useUploadReceipt();
  const { mutate: createPayment, reset: resetCreate, isError: createFailed } = create;
  const { mutate: uploadReceipt } = upload;

  const send = useCallback(
    (form: ManualPaymentForm) => {
      if (sending()) return;
      createPayment(manualPaymentRequest(purchase, method, form, promoCodeField(promo)), {
        onSuccess: (payment) => {
          if (form.receipt) uploadReceipt({ paymentId: payment.id, receipt: form.receipt });
        },
      });
    },
    [purchase, method, promo, sending, createPayment, uploadReceipt],
  );

  const clearError = useCallback(() => {
    if (createFailed) resetCreate();
  }, [createFailed, resetCreate]);

  const payment = create.data ?? null;
  const retryReceipt = useCallback(
    (receipt: File) => {
      if (!payment || uploading()) return;
      uploadReceipt({ paymentId: payment.id, receipt });
    },
    [payment, uploading, uploadReceipt],
  );

  const fieldErrors = serverFieldErrors(create.error);
  let error: string | null = null;
  if (create.error instanceof ApiResponseError) {
    // A 400 whose problems sit under their fields needs no second message above the button.
    if (Object.keys(fieldErrors).length === 0) {
      error =
        promoRefusalText(create.error) ??
        limitText(create.error, t) ??
        create.error.serverMessage ??
        t('paid.errors.failed');
    }
  } else if (create.error) {
    error = t(create.error instanceof NetworkError ? 'paid.errors.network' : 'paid.errors.failed');
  }

  const receiptError =
    upload.error instanceof ApiResponseError
      ? (limitText(upload.error, t) ?? upload.error.serverMessage ?? null)
      : null;

  return {
    send,
    /** Forgets the last failure, once the student changes what they send. */
    clearError,
    busy: create.isPending,
    error,
    fieldErrors,
    payment,
    receipt: { status: upload.status, error: receiptError, retry: retryReceipt },
  };
}
