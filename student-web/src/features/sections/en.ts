/** English texts of the Economic Calendar, Trading Center and Bonuses & Promotions screens. */
export const en = {
  calendar: {
    intro:
      'Interest-rate decisions, inflation figures and jobs reports move currency prices. The calendar lists the coming releases for the major currencies, from low to high importance, so you can plan your trades around them.',
  },
  trading: {
    intro:
      'Follow the markets you study: live prices, a chart to practise your analysis, the day’s movers and the latest news. When you are ready to trade, open the Trading Desk.',
    chart: 'Price Chart',
    heatmap: 'Stock Heat Map',
    screener: 'Currency Screener',
    news: 'Market News',
  },
  bonuses: {
    intro: 'What the academy offers its students today.',
    overdraft: {
      title: 'Trial overdraft',
      deposit: 'Trading deposit ${{amount}}',
      access: '{{days}} days free access',
      action: 'Activate on the Dashboard',
      used: 'You have already used your trial overdraft.',
    },
    courses: {
      title: 'Course tiers',
      text: 'A course unlocks the e-book library; Platinum also opens every video lesson.',
      price: '${{price}}',
      popular: 'Popular',
      action: 'Choose a Course',
    },
    community: {
      title: 'Community channel',
      text: 'Talk markets with fellow students and hear academy news first.',
      action: 'Join Now',
    },
  },
};
