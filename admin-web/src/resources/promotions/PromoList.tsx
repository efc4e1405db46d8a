import { Stack } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
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
    <List
      title="academy.promotions.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <ResponsiveList
        narrow={<PromoStackedList />}
        wide={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="code" />
            <DataTable.Col source="kind">
              <PromoOfferField />
            </DataTable.Col>
            <DataTable.Col source="appliesTo" disableSort>
              <PromoTargetsField />
            </DataTable.Col>
            <DataTable.Col source="uses" disableSort>
              <PromoUsesField />
            </DataTable.Col>
            <DataTable.Col source="revenue" disableSort>
              <PromoMoneyField source="revenue" />
            </DataTable.Col>
            <DataTable.Col source="discountGiven" disableSort>
              <PromoMoneyField source="discountGiven" />
            </DataTable.Col>
            <DataTable.Col source="active" disableSort>
              <PromoStateChip />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
