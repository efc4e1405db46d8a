/** English texts of the Bonuses & Promotions screen. */
export const en = {
  intro: 'What the academy offers its students today.',
  overdraft: {
    title: 'Trial overdraft',
    deposit: 'Trading deposit ${{amount}}',
    access_one: '{{count}} day free access',
    access_other: '{{count}} days free access',
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
};
