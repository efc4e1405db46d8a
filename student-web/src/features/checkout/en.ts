/** English texts of the payment overlay (SPEC.md's exact words where it gives them). */
export const en = {
  back: 'Back',
  productLabel: 'Product',
  toPay: 'To pay',
  amount: '${{amount}}',
  product: {
    topup: 'Balance top-up',
  },
  picture: {
    tier: '{{tier}} tier',
    topup: 'Balance top-up',
  },
  headings: {
    methods: 'Select payment method',
    card: 'Card payment',
    crypto: 'Cryptocurrency payment',
    p2p: 'P2P/IBAN transfer',
    invalid: 'This payment link is not valid',
  },
  invalid: {
    text: 'It names no course we offer or no whole-dollar amount from $1 to $100,000. Go back and choose a course or a top-up amount again.',
  },
  methods: {
    label: 'Payment methods',
    card: { title: 'Card', subtitle: 'Visa, Mastercard, Maestro' },
    crypto: { title: 'Crypto', subtitle: 'Bitcoin, Ethereum, USDT, TRX' },
    p2p: { title: 'P2P/IBAN', subtitle: 'By manager request' },
    coinumm: { title: 'Coinumm', subtitle: 'Opens the Coinumm site in a new tab' },
    revoxpay: { title: 'Revoxpay', subtitle: 'Opens the Revoxpay site in a new tab' },
    payport: { title: 'Credit Card (PayPort)', subtitle: 'Secure payment' },
  },
  card: {
    brands: 'Accepted cards',
    text: 'You pay {{amount}} on a secure checkout page and come back here afterwards.',
    pay: 'Pay with Stripe',
  },
  crypto: {
    text: 'Send the equivalent of {{amount}} to one of these addresses.',
    optionsLabel: 'Receiving addresses',
    copy: 'Copy {{name}} address',
    copied: '{{name}} address copied',
    showQr: 'Show QR code for {{name}}',
    hideQr: 'Hide QR code for {{name}}',
    qr: 'QR code of the {{name}} address',
    unavailable: 'Cryptocurrency payment is not available right now.',
  },
  p2p: {
    text: 'A bank transfer, card to card (P2P) or to a bank account (IBAN), is arranged by our manager. Contact the manager, name {{product}} and {{amount}}, and you will receive the payment details.',
    contact: 'Contact the manager',
  },
  payport: {
    busy: 'Creating the payment…',
    incorrectUrl: 'Received incorrect payment URL',
    failed: 'Error creating payment',
    serverError: 'Server error',
    insufficientData: 'Insufficient data for payment',
  },
};
