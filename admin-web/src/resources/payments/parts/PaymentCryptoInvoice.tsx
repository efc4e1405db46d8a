import { Box, Typography } from '@mui/material';
import type { AdminPayment, CryptoInvoiceDetails } from '@academy/contracts';
import { DetailList } from '../../../components/ShowSection';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useDateText } from '../../../components/use-date-text';

const statusText = (invoice: CryptoInvoiceDetails) =>
  invoice.additionalStatus === 'None'
    ? invoice.status
    : `${invoice.status} · ${invoice.additionalStatus}`;

/**
 * A BTCPay payment's invoice as BTCPay last reported it: its status, and for each coin the amount
 * due, the locked rate, what arrived and the on-chain transaction ids, for staff to check.
 */
export function PaymentCryptoInvoice({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const invoice = payment.cryptoInvoice;
  if (!invoice) return null;
  const received = invoice.methods.filter((method) => Number(method.paid) > 0);
  return (
    <>
      <DetailList
        emptyText="academy.payments.show.none"
        rows={[
          ['academy.payments.invoice.id', invoice.invoiceId],
          ['academy.payments.invoice.status', statusText(invoice)],
          ['academy.payments.invoice.checkedAt', dateText(invoice.checkedAt)],
          ['academy.payments.show.refundLink', payment.refundLink],
        ]}
      />
      {(received.length > 0 ? received : invoice.methods).map((method) => (
        <Box
          key={method.paymentMethodId}
          component="section"
          aria-label={method.currency}
          sx={{ mt: 2 }}
        >
          <DetailList
            emptyText="academy.payments.show.none"
            rows={[
              ['academy.payments.invoice.coin', `${method.currency} (${method.paymentMethodId})`],
              ['academy.payments.invoice.amount', `${method.amount} ${method.currency}`],
              ['academy.payments.invoice.rate', method.rate],
              ['academy.payments.invoice.paid', `${method.paid} ${method.currency}`],
              [
                'academy.payments.invoice.transactions',
                method.transactionIds.length === 0 ? (
                  translate('academy.payments.invoice.noTransactions')
                ) : (
                  <Box key="transactions">
                    {method.transactionIds.map((id) => (
                      <Typography
                        key={id}
                        variant="body2"
                        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                      >
                        {id}
                      </Typography>
                    ))}
                  </Box>
                ),
              ],
            ]}
          />
        </Box>
      ))}
    </>
  );
}
