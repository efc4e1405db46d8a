/** English texts of the dashboard screens (SPEC.md's exact words). */
export const en = {
  certificate: {
    title: 'Congratulations! You have earned a certificate',
    text: 'You completed all {{lessons}} lessons of the {{course}} course.',
    code: 'Certificate code:',
    download: 'Download certificate',
    share: 'Share',
    shareTitle: 'My Trading Academy certificate: {{course}} course',
    copied: 'The link to your certificate’s public page is copied.',
    linkedIn: 'Add to LinkedIn',
    linkedInName: 'Trading Academy {{course}} course',
    downloadFailed: 'The certificate could not be downloaded. Please try again.',
  },
  paymentNotice: {
    success: 'Thank you! Your payment was successful.',
    cancelled: 'The payment was cancelled. Nothing was charged.',
    close: 'Close',
  },
  paymentOutcome: {
    paid: 'Your payment of {{amount, usd}} for {{product}} was confirmed.',
    rejected: 'Your payment of {{amount, usd}} for {{product}} was rejected.',
    reason: 'Reason: {{reason}}',
    topup: 'Balance top-up',
    close: 'Close',
  },
  verifyEmail: {
    label: 'Email verification',
    pending: 'Please verify your email: open the link we sent to {{email}}.',
    sent: 'We have sent a new link to {{email}}.',
    tooMany: 'Too many links were sent. Please try again in a few minutes.',
    failed: 'Could not send the link. Please try again later.',
    resend: 'Resend',
    sending: 'Sending...',
  },
  summary: {
    label: 'Your account',
    balance: 'Balance',
    course: 'Course',
  },
  tiles: {
    label: 'Sections',
    activate: 'Activate Account',
    education: 'Education',
    calendar: 'Economic Calendar',
    trading: 'Trading Center',
    bonuses: 'Bonuses & Promotions',
  },
  community: {
    title: 'Join our community',
    text: 'Market news, trade ideas and talks with other students in our messaging channel.',
    join: 'Join Now',
  },
  overdraft: {
    title: 'Overdraft',
    deposit: 'Trading deposit {{amount, usdWhole}}',
    access_one: '{{count}} day free access',
    access_other: '{{count}} days free access',
    activate: 'Activate',
    congratulations: 'Congratulations! You have activated a trial period for {{amount, usdWhole}}',
  },
  course: {
    title: 'Your {{course}} course',
    opens: 'It opens {{items}}.',
    library: 'Go to the library',
    lessons: 'Go to the video lessons',
    upgrade: '{{course}} adds {{items}}.',
    compare: 'Compare courses',
  },
  learning: {
    title: 'Continue learning',
    next: 'Next lesson: {{title}}',
    done: 'You have watched every lesson of the course.',
    progress: '{{percent}}% of the course completed',
    progressLabel: 'Course completion',
    continue: 'Continue',
    openLessons: 'Open the lessons',
    locked: {
      courseOrBalance:
        'The full video course opens with the {{courses}} course or a balance of {{amount, usdWhole}} or more. The demo lesson is free.',
      course: 'The full video course opens with the {{courses}} course. The demo lesson is free.',
      balance:
        'The full video course opens with a balance of {{amount, usdWhole}} or more. The demo lesson is free.',
    },
    activate: 'Activate a course',
  },
  trial: {
    title: 'Your {{amount, usdWhole}} trial',
    endsIn: 'Ends in',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    endsAt: 'Ends on {{when}}',
    ended: 'Your {{amount, usdWhole}} trial has ended',
    endedText: 'Activate a course to keep learning and trading.',
    activate: 'Activate Account',
  },
  benefits: {
    title: 'Benefits of Participation',
    exclusive: {
      title: 'Exclusive Content',
      text: 'Unique materials and analytics',
    },
    signals: {
      title: 'Trading Signals',
      text: 'Timely notifications about trading opportunities',
    },
    support: {
      title: '24/7 Support',
      text: 'Round-the-clock help from our specialists',
    },
  },
  markets: {
    title: 'Market Categories',
    stocks: {
      title: 'Stocks',
      text: 'Shares of public companies, whose prices follow earnings, news and growth.',
    },
    currencies: {
      title: 'Currencies',
      text: 'Currency pairs such as EUR/USD on the forex market, open around the clock on weekdays.',
    },
    indices: {
      title: 'Indices',
      text: 'Baskets of leading stocks, such as the S&P 500, to trade a whole market at once.',
    },
    crypto: {
      title: 'Cryptocurrencies',
      text: 'Bitcoin, Ethereum and other digital assets, traded every day of the week.',
    },
    commodities: {
      title: 'Commodities',
      text: 'Gold, oil, gas and farm goods, whose prices move with supply and demand.',
    },
    etf: {
      title: 'ETF',
      text: 'Exchange-traded funds: a ready-made portfolio that trades like a single share.',
    },
  },
};
