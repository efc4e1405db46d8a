import { EditWithRefusals } from '../../components/WithRefusals';
import { WEBHOOK_SAVE_REFUSALS, WebhookForm } from './parts/WebhookForm';

/** A refused URL shows on the open form. */
export function WebhookEdit() {
  return (
    <EditWithRefusals
      title="academy.webhooks.edit"
      redirect="show"
      refusals={WEBHOOK_SAVE_REFUSALS}
    >
      <WebhookForm withActive />
    </EditWithRefusals>
  );
}
