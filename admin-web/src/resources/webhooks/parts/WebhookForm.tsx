import {
  BooleanInput,
  CheckboxGroupInput,
  maxLength,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { WEBHOOK_URL_MAX_LENGTH } from '@academy/contracts';
import type { ServerErrorTexts } from '../../../components/server-error';
import { eventChoices } from './webhook-fields';

const urlRule = (value: unknown) =>
  typeof value === 'string' && !/^https?:\/\/\S+$/i.test(value.trim())
    ? 'academy.webhooks.urlInvalid'
    : undefined;
const validateUrl = [required(), maxLength(WEBHOOK_URL_MAX_LENGTH), urlRule];
const validateEvents = [required()];

/** Why the API refuses to save an endpoint: its check of the URL (a private address…). */
export const WEBHOOK_SAVE_REFUSALS: ServerErrorTexts = {
  fallback: 'academy.webhooks.errors.save',
  byCode: { VALIDATION_FAILED: 'academy.webhooks.errors.urlRefused' },
};

/** The URL and the events, and on an existing endpoint whether it is active. */
export function WebhookForm({ withActive }: { withActive: boolean }) {
  return (
    <SimpleForm defaultValues={{ events: [], active: true }}>
      <TextInput
        source="url"
        type="url"
        validate={validateUrl}
        helperText="academy.webhooks.urlHelp"
        fullWidth
        autoComplete="off"
      />
      <CheckboxGroupInput
        source="events"
        choices={eventChoices}
        validate={validateEvents}
        helperText="academy.webhooks.eventsHelp"
        row={false}
      />
      {withActive && <BooleanInput source="active" helperText="academy.webhooks.activeHelp" />}
    </SimpleForm>
  );
}
