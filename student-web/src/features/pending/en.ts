export const en = {
  title: 'Awaiting confirmation',
  listLabel: 'Your pending payments',
  amount: 'Amount',
  product: 'For',
  method: 'Method',
  sent: 'Sent',
  status: 'Status',
  money: '{{amount, usd}}',
  course: '{{tier}} course',
  topup: 'Balance top-up',
  methods: {
    card: 'Card',
    payport: 'Credit Card (PayPort)',
    crypto: 'Crypto',
    p2p: 'P2P/IBAN',
    coinumm: 'Coinumm',
    revoxpay: 'Revoxpay',
  },
  next: {
    review:
      'Our team checks payments like this by hand, usually within one working day. Your course or balance changes as soon as the payment is confirmed, and you will see it here.',
    checkout:
      'The card checkout has not been completed yet. If you finished paying, the payment shows as confirmed within a few minutes; an unfinished checkout lapses by itself.',
    confirming:
      'Your crypto payment has arrived and waits for the network to confirm it, which usually takes a few minutes.',
    underReview:
      'Your payment arrived, but not exactly as asked (a different amount, or late). Our team decides what to do with it, usually within one working day.',
  },
  cancel: 'Cancel payment',
  cancelNamed: 'Cancel the {{amount}} payment',
  cancelDialog: {
    title: 'Cancel this payment?',
    text: 'Cancel only if you have not sent the money: our team will not check this payment any more. If you did send it, keep it pending instead.',
    keep: 'Keep it',
    confirm: 'Cancel payment',
  },
  cancelled: 'The payment has been cancelled.',
  cancelFailed:
    'The payment could not be cancelled. It may have been decided already; please reload the page.',
  again: {
    title: 'You already have a payment for this awaiting confirmation',
    text: 'Paying again would charge you twice. Wait for the pending payment to be confirmed, or cancel it first if you did not send the money.',
    proceed: 'Pay again anyway',
  },
};
