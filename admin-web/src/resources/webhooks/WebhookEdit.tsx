import { Edit } from 'react-admin';
import { useNotifyServerError } from '../../components/server-error';
import { WEBHOOK_SAVE_REFUSALS, WebhookForm } from './parts/WebhookForm';

/** Saved before leaving the page (not undoable), so that a refused URL shows on the open form. */
export function WebhookEdit() {
  const notifyServerError = useNotifyServerError();
  return (
    <Edit
      title="academy.webhooks.edit"
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: (error) => notifyServerError(error, WEBHOOK_SAVE_REFUSALS) }}
    >
      <WebhookForm withActive />
    </Edit>
  );
}
