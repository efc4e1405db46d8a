import { PAYMENT_REASON_MAX_LENGTH } from '@academy/contracts';
import { ReasonField } from '../../../components/ReasonField';
import type { MessageKey } from '../../../i18n/en';

interface PaymentReasonFieldProps {
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
}

/** The reason staff must give for a payment action, as long as the API accepts. */
export function PaymentReasonField(props: PaymentReasonFieldProps) {
  return (
    <ReasonField
      alone
      lengthText="academy.payments.reasonLength"
      maxLength={PAYMENT_REASON_MAX_LENGTH}
      {...props}
    />
  );
}
