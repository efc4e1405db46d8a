import { Stack, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  NumberField,
  NumberInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import type { TierRecord } from '@academy/contracts';
import {
  CatalogueCreate,
  CatalogueEdit,
  CatalogueList,
} from '../../components/catalogue/catalogue-pages';
import { PublishedChip } from '../../components/catalogue/PublishedChip';

const SLUG_PATTERN = /^[a-z][a-z0-9-]*$/;
const slug = (value: unknown) =>
  typeof value === 'string' && !SLUG_PATTERN.test(value)
    ? 'academy.catalogue.tiers.slug'
    : undefined;

function TierRowContent({ tier }: { tier: TierRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', flex: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{tier.name}</Typography>
      <Typography>{translate('academy.catalogue.price', { price: tier.price })}</Typography>
      <PublishedChip published={tier.published} />
    </Stack>
  );
}

const TierRow = (tier: TierRecord) => <TierRowContent tier={tier} />;

/** The tiers students can buy, in the order /activate shows them, with their prices. */
export function TierList() {
  return <CatalogueList<TierRecord> title="academy.catalogue.tiers.title" row={TierRow} />;
}

/** The tier editor: the price in whole dollars, the texts, popular and published. */
function TierForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="id" validate={[required(), slug]} disabled={!creating} />
      <TextInput source="name" validate={required()} />
      <NumberInput source="price" min={0} step={1} validate={[required(), minValue(0)]} />
      <TextInput source="description" multiline minRows={2} fullWidth validate={required()} />
      <TextInput source="descriptionRu" multiline minRows={2} fullWidth />
      <BooleanInput source="popular" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

export function TierCreate() {
  return (
    <CatalogueCreate title="academy.catalogue.tiers.create">
      <TierForm creating />
    </CatalogueCreate>
  );
}

export function TierEdit() {
  return (
    <CatalogueEdit title="academy.catalogue.tiers.edit">
      <TierForm />
    </CatalogueEdit>
  );
}

export function TierShow() {
  return (
    <Show title="academy.catalogue.tiers.show">
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <NumberField source="price" />
        <TextField source="description" />
        <TextField source="descriptionRu" />
        <BooleanField source="popular" />
        <BooleanField source="published" />
      </SimpleShowLayout>
    </Show>
  );
}
