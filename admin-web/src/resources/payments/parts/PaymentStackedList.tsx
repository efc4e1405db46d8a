import type { MouseEvent } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Divider, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link, RecordContextProvider, useCreatePath, useListContext } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { PaymentActions } from './PaymentActions';
import {
  PaymentAmountField,
  PaymentCreatedField,
  PaymentMethodField,
  PaymentPurchaseField,
  PaymentReferenceField,
  PaymentReviewFlag,
  PaymentStatusField,
  PaymentStudentField,
} from './PaymentFields';

/** A link to the payment's page, as an eye icon. */
export function ShowPaymentButton({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  return (
    <IconButton
      component={Link}
      to={createPath({ resource: 'payments', type: 'show', id: payment.id })}
      size="small"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={translate('academy.payments.showPayment')}
      title={translate('academy.payments.showPayment')}
    >
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Phones and portrait tablets: one entry per payment (amount, purchase and status first), with
 * its page and the actions the role may use one tap away.
 */
export function PaymentStackedList() {
  const { data } = useListContext<AdminPayment>();
  if (!data) return null;
  return (
    <List disablePadding>
      {data.map((payment, index) => (
        <RecordContextProvider key={payment.id} value={payment}>
          <Fragment>
            {index > 0 && <Divider component="li" />}
            <ListItem sx={{ display: 'block', px: 1 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="div" sx={{ fontWeight: 600 }}>
                    <PaymentAmountField />
                  </Typography>
                  <Typography component="div" variant="body2">
                    <PaymentPurchaseField /> · <PaymentMethodField />
                  </Typography>
                </Box>
                <PaymentStatusField />
              </Stack>
              <Box sx={{ mt: 0.5, minWidth: 0 }}>
                <PaymentStudentField />
                <Typography component="div" variant="body2" color="text.secondary">
                  <PaymentReferenceField />
                </Typography>
                <Typography component="div" variant="caption" color="text.secondary">
                  <PaymentCreatedField />
                </Typography>
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5, gap: 0.5 }}>
                <ShowPaymentButton payment={payment} />
                <PaymentActions />
                <PaymentReviewFlag />
              </Stack>
            </ListItem>
          </Fragment>
        </RecordContextProvider>
      ))}
    </List>
  );
}
