import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { UploadInput } from './UploadInput';

interface CatalogueItemFormProps {
  kind: 'book' | 'lesson';
}

/**
 * A book or a lesson: its texts in both languages, its file (and a book's cover) sent with tus,
 * who may open it (tiers, a balance threshold, or free), and whether students see it.
 */
export function CatalogueItemForm({ kind }: CatalogueItemFormProps) {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="titleRu" fullWidth />
      <TextInput source="description" validate={required()} multiline minRows={2} fullWidth />
      <TextInput source="descriptionRu" multiline minRows={2} fullWidth />
      <UploadInput source="upload" kind={kind === 'book' ? 'pdf' : 'video'} required />
      {kind === 'book' && <UploadInput source="cover" kind="image" />}
      <ReferenceArrayInput
        source="tiers"
        reference="tiers"
        sort={{ field: 'position', order: 'ASC' }}
      >
        <CheckboxGroupInput optionText="name" />
      </ReferenceArrayInput>
      <NumberInput source="minBalance" min={0} step={1} validate={minValue(0)} />
      <BooleanInput source="free" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}
