import { Create } from 'react-admin';
import { WebhookForm } from './parts/WebhookForm';

/** A new endpoint; its page opens next, with the secret the receiver checks signatures with. */
export function WebhookCreate() {
  return (
    <Create title="academy.webhooks.create" redirect="show">
      <WebhookForm withActive={false} />
    </Create>
  );
}
