import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useRedirect,
} from 'react-admin';
import {
  API_KEY_NAME_MAX_LENGTH,
  type ApiKeyCreateRequest,
  type ApiKeyCreated,
} from '@academy/contracts';
import { useNotifyServerError } from '../../components/server-error';
import { ApiKeyCreatedDialog } from './ApiKeyCreatedDialog';
import { scopeChoices } from './api-key-fields';

interface ApiKeyForm {
  name: string;
  scopes: ApiKeyCreateRequest['scopes'];
  expiresAt?: Date | string | null;
}

const expiresInFuture = (value: unknown) =>
  value && new Date(value as string).getTime() <= Date.now()
    ? 'academy.apiKeys.validation.expiresInFuture'
    : undefined;

/** The request as the API takes it: the expiry, picked in local time, as an ISO instant. */
function toRequest(form: ApiKeyForm): ApiKeyCreateRequest {
  return {
    name: form.name.trim(),
    scopes: form.scopes,
    expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
  };
}

/** A new key: its name, scopes and optional expiry; the key itself is then shown once. */
export function ApiKeyCreate() {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const redirect = useRedirect();
  const notifyServerError = useNotifyServerError();
  return (
    <>
      <Create<ApiKeyForm & { id: number }>
        title="academy.apiKeys.create"
        transform={toRequest}
        mutationOptions={{
          onSuccess: (data) => setCreated(data as unknown as ApiKeyCreated),
          onError: (error) =>
            notifyServerError(error, {
              fallback: 'academy.apiKeys.errors.create',
              byCode: { VALIDATION_FAILED: 'academy.apiKeys.validation.expiresInFuture' },
            }),
        }}
      >
        <SimpleForm defaultValues={{ scopes: [] }}>
          <TextInput
            source="name"
            validate={[required(), maxLength(API_KEY_NAME_MAX_LENGTH)]}
            helperText="academy.apiKeys.nameHelp"
            autoComplete="off"
          />
          <CheckboxGroupInput
            source="scopes"
            choices={scopeChoices}
            row={false}
            validate={required()}
            helperText="academy.apiKeys.scopesHelp"
          />
          <DateTimeInput
            source="expiresAt"
            validate={expiresInFuture}
            helperText="academy.apiKeys.expiresHelp"
          />
        </SimpleForm>
      </Create>
      {created && (
        <ApiKeyCreatedDialog created={created} onClose={() => redirect('list', 'api-keys')} />
      )}
    </>
  );
}
