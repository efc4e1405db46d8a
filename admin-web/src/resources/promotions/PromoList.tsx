import { Stack } from '@mui/material';
import { DataTable, SimpleList, TextField } from 'react-admin';
import { ResourceList } from '../../components/ResourceList';
import {
  PromoMoneyField,
  PromoOfferField,
  PromoStateChip,
  PromoTargetsField,
  PromoUsesField,
} from './parts/promo-fields';

/** Phones and portrait tablets: one code per row with its offer, state and uses; a tap opens it. */
function PromoStackedList() {
  return (
    <SimpleList
      linkType="show"
      primaryText={<TextField source="code" sx={{ fontWeight: 700 }} />}
      secondaryText={
        <Stack component="span" sx={{ gap: 0.5 }}>
          <Stack
            direction="row"
            component="span"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <PromoOfferField />
            <PromoStateChip />
          </Stack>
          <PromoUsesField />
        </Stack>
      }
      tertiaryText={<PromoMoneyField source="revenue" />}
    />
  );
}

// The API sorts by code, kind, value and dates only: the figures and the state columns do not sort.

/**
 * The promo codes, newest first, with what each has done: its uses (and the unpaid payments
 * holding one), the revenue of its paid payments and the discount they were given.
 */
export function PromoList() {
  return (
    <ResourceList
      title="academy.promotions.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      creatable
      rowClick="show"
      stacked={<PromoStackedList />}
    >
      <DataTable.Col source="code" />
      <DataTable.Col source="kind" field={PromoOfferField} />
      <DataTable.Col source="appliesTo" disableSort field={PromoTargetsField} />
      <DataTable.Col source="uses" disableSort field={PromoUsesField} />
      <DataTable.Col source="revenue" disableSort field={PromoMoneyField} />
      <DataTable.Col source="discountGiven" disableSort field={PromoMoneyField} />
      <DataTable.Col source="active" disableSort field={PromoStateChip} />
    </ResourceList>
  );
}
