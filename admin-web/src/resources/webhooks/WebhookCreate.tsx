import { CreateWithRefusals } from '../../components/WithRefusals';
import { WEBHOOK_SAVE_REFUSALS, WebhookForm } from './parts/WebhookForm';

/** A new endpoint; its page opens next, with the secret the receiver checks signatures with. */
export function WebhookCreate() {
  return (
    <CreateWithRefusals
      title="academy.webhooks.create"
      redirect="show"
      refusals={WEBHOOK_SAVE_REFUSALS}
    >
      <WebhookForm withActive={false} />
    </CreateWithRefusals>
  );
}
