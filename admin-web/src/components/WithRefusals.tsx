import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  type CreateProps,
  type DeleteWithConfirmButtonProps,
  type EditProps,
} from 'react-admin';
import { useNotifyServerError, type ServerErrorTexts } from './server-error';

interface Refusals {
  /** How the page words the API's refusal, in place of react-admin's English notice. */
  refusals: ServerErrorTexts;
}

function useRefusalNotice(refusals: ServerErrorTexts) {
  const notifyServerError = useNotifyServerError();
  return { onError: (error: unknown) => notifyServerError(error, refusals) };
}

/** A create page whose refusal shows on the still open form, in the staff member's language. */
export function CreateWithRefusals({
  refusals,
  ...props
}: Omit<CreateProps, 'mutationOptions'> & Refusals) {
  const mutationOptions = useRefusalNotice(refusals);
  return <Create {...props} mutationOptions={mutationOptions} />;
}

/**
 * An edit page saved before it is left (not undoable), so that a refusal shows on the still open
 * form, in the staff member's language.
 */
export function EditWithRefusals({
  refusals,
  ...props
}: Omit<EditProps, 'mutationMode' | 'mutationOptions'> & Refusals) {
  const mutationOptions = useRefusalNotice(refusals);
  return <Edit mutationMode="pessimistic" {...props} mutationOptions={mutationOptions} />;
}

/** Delete after a confirmation, waiting for the API, whose refusal is worded in the staff member's language. */
export function DeleteWithRefusals({
  refusals,
  ...props
}: Omit<DeleteWithConfirmButtonProps, 'mutationMode' | 'mutationOptions'> & Refusals) {
  const mutationOptions = useRefusalNotice(refusals);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      {...props}
      mutationOptions={mutationOptions}
    />
  );
}
