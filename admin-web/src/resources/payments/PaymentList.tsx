import { Box } from '@mui/material';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  type AdminPayment,
} from '@academy/contracts';
import {
  CanAccess,
  DataTable,
  DateInput,
  FilterButton,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ErrorBanner, ErrorBannerProvider } from '../../components/ErrorBanner';
import { ResponsiveList } from '../../components/ResponsiveList';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { ExportPaymentsButton } from './parts/ExportPaymentsButton';
import {
  PaymentAmountField,
  PaymentCreatedField,
  PaymentMethodField,
  PaymentPurchaseField,
  PaymentReferenceField,
  PaymentStatusField,
  PaymentStudentField,
} from './parts/PaymentFields';
import { PaymentStackedList, PaymentTools } from './parts/PaymentStackedList';

// The API sorts by its column names (created_at), as the users list does. The list opens on the
// queue staff work through: pending payments, the one waiting longest first.
const OLDEST_FIRST = { field: 'created_at', order: 'ASC' } as const;
const PENDING_QUEUE = { status: 'pending' } as const;
const PAGE_SIZE = 25;

const statusChoices = PAYMENT_STATUSES.map((status) => ({
  id: status,
  name: `academy.payments.status.${status}`,
}));
const methodChoices = PAYMENT_METHODS.map((method) => ({
  id: method,
  name: `academy.payments.method.${method}`,
}));
const providerChoices = PAYMENT_PROVIDER_NAMES.map((provider) => ({
  id: provider,
  name: `academy.payments.provider.${provider}`,
}));

// The API takes a boolean: the choices carry one, not its text.
const needsStaffChoices = [
  { id: true, name: 'academy.payments.filters.needsStaffOnly' },
  { id: false, name: 'academy.payments.filters.needsStaffNone' },
];

const conflictChoices = [
  { id: true, name: 'academy.payments.filters.conflictOnly' },
  { id: false, name: 'academy.payments.filters.conflictNone' },
];

function usePaymentFilters() {
  const translate = useTypedTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('academy.payments.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('academy.payments.search') } }}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />,
    <SelectInput
      key="status"
      source="status"
      label="academy.payments.filters.status"
      choices={statusChoices}
      alwaysOn
    />,
    <SelectInput
      key="method"
      source="method"
      label="academy.payments.filters.method"
      choices={methodChoices}
      alwaysOn
    />,
    <SelectInput
      key="provider"
      source="provider"
      label="academy.payments.filters.provider"
      choices={providerChoices}
    />,
    <NumberInput
      key="userId"
      source="userId"
      label="academy.payments.filters.userId"
      min={1}
      step={1}
    />,
    <DateInput key="from" source="from" label="academy.payments.filters.from" />,
    <DateInput key="to" source="to" label="academy.payments.filters.to" />,
    <SelectInput
      key="conflict"
      source="conflict"
      label="academy.payments.filters.conflict"
      choices={conflictChoices}
    />,
    <SelectInput
      key="needsStaff"
      source="needsStaff"
      label="academy.payments.filters.needsStaff"
      choices={needsStaffChoices}
    />,
  ];
}

function PaymentListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CanAccess resource="payments" action="export">
        <ExportPaymentsButton />
      </CanAccess>
    </TopToolbar>
  );
}

/** Room for the actions (show, confirm, reject) and the review flag without widening the table. */
function PaymentRowActions() {
  const payment = useRecordContext<AdminPayment>();
  if (!payment) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <PaymentTools payment={payment} />
    </Box>
  );
}

/** Sized to fit 1280 px beside the sidebar: long e-mails and references are cut with "…". */
function PaymentsTable() {
  return (
    // An e-mail or reference too long to cut wraps anywhere rather than widen the table.
    <DataTable
      rowClick="show"
      bulkActionButtons={false}
      sx={{ '& th, & td': { px: 1 }, '& td': { overflowWrap: 'anywhere' } }}
    >
      <DataTable.Col source="created_at" field={PaymentCreatedField} />
      <DataTable.Col source="status" disableSort field={PaymentStatusField} />
      <DataTable.Col
        source="userId"
        disableSort
        cellSx={() => ({ maxWidth: 200 })}
        field={PaymentStudentField}
      />
      <DataTable.Col source="tier" disableSort field={PaymentPurchaseField} />
      <DataTable.Col source="amount" align="right" field={PaymentAmountField} />
      <DataTable.Col source="method" disableSort field={PaymentMethodField} />
      <DataTable.Col
        source="reference"
        disableSort
        cellSx={() => ({ maxWidth: 140 })}
        field={PaymentReferenceField}
      />
      {/* Without a source, the column names its label itself. */}
      <DataTable.Col
        label="resources.payments.fields.actions"
        disableSort
        field={PaymentRowActions}
      />
    </DataTable>
  );
}

/**
 * /admin/payments: the pending queue, oldest first, until staff change the filter (kept in the
 * address) or the order; the CSV export
 * of the whole filter, and the actions each role may take.
 */
export function PaymentList() {
  return (
    <ErrorBannerProvider>
      <Box sx={{ contain: 'inline-size' }}>
        <ErrorBanner />
        <List<AdminPayment>
          title="academy.payments.title"
          sort={OLDEST_FIRST}
          filterDefaultValues={PENDING_QUEUE}
          perPage={PAGE_SIZE}
          filters={usePaymentFilters()}
          actions={<PaymentListActions />}
          error={<ErrorBanner messageKey="academy.payments.errors.load" />}
          sx={{ '& .RaList-main': { minWidth: 0 } }}
          queryOptions={{ onError: () => undefined }}
        >
          <ResponsiveList narrow={<PaymentStackedList />} wide={<PaymentsTable />} />
        </List>
      </Box>
    </ErrorBannerProvider>
  );
}
