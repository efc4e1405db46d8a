import { BALANCE_ADJUSTMENT_REASON_MAX_LENGTH } from '@academy/contracts';
import { ReasonField } from '../../../components/ReasonField';

interface BalanceReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Why the balance changes: required in the back office, kept with the ledger row and in the
 * audit log, as long as the API accepts.
 */
export function BalanceReasonField(props: BalanceReasonFieldProps) {
  return (
    <ReasonField
      name="reason"
      label="academy.users.balanceReason.label"
      lengthText="academy.users.balanceReason.help"
      maxLength={BALANCE_ADJUSTMENT_REASON_MAX_LENGTH}
      {...props}
    />
  );
}
