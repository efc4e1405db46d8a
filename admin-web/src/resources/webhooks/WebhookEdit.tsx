import { Edit } from 'react-admin';
import { WebhookForm } from './parts/WebhookForm';

/** Saved before leaving the page (not undoable), so that a refused URL shows on the open form. */
export function WebhookEdit() {
  return (
    <Edit title="academy.webhooks.edit" mutationMode="pessimistic" redirect="show">
      <WebhookForm withActive />
    </Edit>
  );
}
