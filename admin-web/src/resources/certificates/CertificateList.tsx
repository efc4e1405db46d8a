import { Stack } from '@mui/material';
import {
  DataTable,
  NumberField,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { CERTIFICATE_STATUSES } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { LocaleDateField } from '../../components/LocaleDateField';
import { ResourceList } from '../../components/ResourceList';
import { CertificateStatusField, RevokeCertificateButton } from './certificate-fields';

const STATUS_CHOICES = CERTIFICATE_STATUSES.map((status) => ({
  id: status,
  name: `academy.certificates.status.${status}`,
}));

function useCertificateFilters() {
  const translate = useTypedTranslate();
  const search = translate('academy.certificates.search');
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
    />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  ];
}

/** Phones get one stacked certificate per row, its revoke button beside it. */
function CertificateStackedList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={
        <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField source="holderName" />
          <CertificateStatusField />
        </Stack>
      }
      secondaryText={<TextField source="code" sx={{ fontFamily: 'monospace' }} />}
      tertiaryText={<RevokeCertificateButton />}
    />
  );
}

/**
 * Course certificates, newest first: whose, which course, when, and whether they still stand;
 * staff who may change users revoke one with a reason the public verify page shows.
 */
export function CertificateList() {
  const filters = useCertificateFilters();
  return (
    <ResourceList
      title="academy.certificates.title"
      sort={{ field: 'issuedAt', order: 'DESC' }}
      filters={filters}
      withErrorBanner
      rowActions={RevokeCertificateButton}
      stacked={<CertificateStackedList />}
    >
      <DataTable.Col source="issuedAt">
        <LocaleDateField source="issuedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="code" disableSort>
        <TextField source="code" sx={{ fontFamily: 'monospace' }} />
      </DataTable.Col>
      <DataTable.Col source="holderName" />
      <DataTable.Col source="userId" disableSort>
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="email" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="course" />
      <DataTable.Col source="lessonsCompleted" disableSort field={NumberField} />
      <DataTable.Col source="status" disableSort field={CertificateStatusField} />
    </ResourceList>
  );
}
