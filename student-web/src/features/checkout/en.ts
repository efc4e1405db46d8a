/** English texts of the payment overlay (SPEC.md's exact words where it gives them). */
export const en = {
  back: 'Back',
  productLabel: 'Product',
  toPay: 'To pay',
  promo: {
    label: 'Promo code {{code}}',
    discount: '−{{amount, usd}}',
    bonus: '+{{amount, usd}} bonus to your balance',
  },
  amount: '{{amount, usd}}',
  product: {
    topup: 'Balance top-up',
  },
  picture: {
    tier: '{{tier}} tier',
    topup: 'Balance top-up',
  },
  headings: {
    pending: 'Already paid?',
    methods: 'Select payment method',
    card: 'Card payment',
    crypto: 'Cryptocurrency payment',
    p2p: 'P2P/IBAN transfer',
    paid: 'I have paid',
    invalid: 'This payment link is not valid',
  },
  invalid: {
    text: 'It names no course we offer or no whole-dollar amount from {{min, usdWhole}} to {{max, usdWhole}}. Go back and choose a course or a top-up amount again.',
  },
  methods: {
    label: 'Payment methods',
    card: { title: 'Card', subtitle: 'Visa, Mastercard, Maestro' },
    crypto: { title: 'Crypto', subtitle: '{{coins}}' },
    p2p: { title: 'P2P/IBAN', subtitle: 'By manager request' },
    coinumm: { title: 'Coinumm', subtitle: 'Opens the Coinumm site in a new tab' },
    revoxpay: { title: 'Revoxpay', subtitle: 'Opens the Revoxpay site in a new tab' },
    payport: { title: 'Credit Card (PayPort)', subtitle: 'Secure payment' },
    whichCard:
      "Paying by card? Try Card first: it opens Stripe's secure page. If your bank declines it there, Credit Card (PayPort) takes cards that Stripe does not.",
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
    network: 'Network: {{network}}',
    networks: {
      btc: 'Bitcoin',
      eth: 'Ethereum (ERC20)',
      'usdt-trc20': 'Tron (TRC20)',
      'usdt-erc20': 'Ethereum (ERC20)',
    },
    warning:
      'Send each coin only on the network shown beside it. Coins sent on another network, or another coin, cannot be recovered.',
  },
  invoice: {
    text: 'You pay {{amount}} in the coin you choose on the BTCPay checkout page, at a rate locked for 30 minutes, and come back here afterwards.',
    pay: 'Pay with crypto',
    busy: 'Creating the invoice…',
    failed: 'The crypto checkout answered with an error. Nothing was charged; please try again.',
    unavailable:
      'The crypto checkout cannot be reached right now. Nothing was charged; please try again later.',
    timeout: 'The crypto checkout did not answer in time. Nothing was charged; please try again.',
  },
  return: {
    loading: 'Looking up your payment…',
    notFound: 'We could not find this payment. Your payments are listed in your profile settings.',
    pending: 'Waiting for your payment. If you have sent it, this page updates by itself.',
    confirming:
      'Payment received: waiting for the network to confirm it. This can take a few minutes; this page updates by itself.',
    paidCourse: 'Payment confirmed: your {{tier}} course is active.',
    paidTopup: 'Payment confirmed: {{amount}} has been added to your balance.',
    underReview:
      'Your payment arrived but not as the invoice asked (partly, late or more). Our team checks it and will contact you.',
    expired:
      'The invoice expired before a payment arrived. You can start a new payment at any time.',
    failed: 'This payment did not go through. Nothing was charged; you can start a new payment.',
    refunded: 'This payment was refunded.',
    dashboard: 'Go to the dashboard',
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
  paid: {
    open: 'I have paid',
    openWith: 'I have paid with {{method}}',
    intro:
      'Tell us how you paid {{amount}} for {{product}}. We check every payment by hand and then activate your purchase.',
    coin: 'Coin you sent',
    reference: {
      crypto: 'Transaction hash',
      p2p: 'Sender name or bank reference',
      coinumm: 'Coinumm order number',
      revoxpay: 'Revoxpay order number',
    },
    referenceHint: {
      crypto: 'The transfer ID (TXID) shown in your wallet or on the blockchain explorer.',
      p2p: 'The name on the sending account, or the reference your bank gave the transfer.',
      coinumm: 'The order number shown in your Coinumm order.',
      revoxpay: 'The order number shown in your Revoxpay order.',
    },
    receipt: {
      label: 'Receipt (optional)',
      choose: 'Attach a receipt',
      change: 'Choose another file',
      hint: 'A screenshot or photo (PNG or JPEG) or a PDF, up to {{size}} MB.',
      remove: 'Remove the receipt {{name}}',
      wrongType: 'This file cannot be attached: the receipt must be a PNG or JPEG image or a PDF.',
      tooLarge: 'This file is too large: the receipt may be at most {{size}} MB.',
      empty: 'This file is empty: choose the receipt again.',
    },
    errors: {
      coinRequired: 'Choose the coin you sent.',
      referenceRequired: {
        crypto: 'Enter the transaction hash.',
        p2p: 'Enter the sender name or the bank reference.',
        coinumm: 'Enter the Coinumm order number.',
        revoxpay: 'Enter the Revoxpay order number.',
      },
      referenceTooLong: 'Use at most {{max}} characters.',
      failed: 'Your payment could not be sent. Please try again.',
      network: 'Your payment could not be sent: the server cannot be reached. Please try again.',
      pendingLimit:
        'You already have {{max}} payments awaiting review. Please wait until we have checked them before sending another.',
      receiptBytesLimit:
        'The receipts of your payments awaiting review may take at most {{max}} MB together. Wait until we have checked them, or attach a smaller file.',
      tooMany:
        'You have sent too many payments or receipts in a short time. Please wait a minute and try again.',
    },
    send: 'Send',
    sending: 'Sending…',
    pending: {
      title: 'Your payment is pending review',
      text: 'We have recorded your payment for {{product}}. We check it by hand and then activate your purchase; you can follow it in your payments under Settings.',
      amount: 'Amount',
      reference: 'Reference',
      close: 'Close',
      payments: 'See my payments',
      receiptUploading: 'Uploading the receipt…',
      receiptUploaded: 'Your receipt is attached.',
      receiptFailed:
        'Your payment is recorded, but the receipt did not upload. You can try again; we check the payment without it too.',
      retry: 'Upload the receipt again',
    },
  },
};
