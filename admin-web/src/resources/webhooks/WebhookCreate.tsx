import { Create } from 'react-admin';
import { useNotifyServerError } from '../../components/server-error';
import { WEBHOOK_SAVE_REFUSALS, WebhookForm } from './parts/WebhookForm';

/** A new endpoint; its page opens next, with the secret the receiver checks signatures with. */
export function WebhookCreate() {
  const notifyServerError = useNotifyServerError();
  return (
    <Create
      title="academy.webhooks.create"
      redirect="show"
      mutationOptions={{ onError: (error) => notifyServerError(error, WEBHOOK_SAVE_REFUSALS) }}
    >
      <WebhookForm withActive={false} />
    </Create>
  );
}
