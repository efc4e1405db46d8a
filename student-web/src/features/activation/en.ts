/** English texts of the activation screens (SPEC.md's exact words). */
export const en = {
  intro: 'Choose a course tier to activate your account.',
  tiersLabel: 'Course tiers',
  price: '${{amount}}',
  popular: 'Popular',
  topUp: 'Top Up',
  learnMore: 'Learn More',
  descriptions: {
    silver: 'Unlocks the full library of seven trading e-books.',
    gold: 'Unlocks the full library of seven trading e-books, the same access as Silver.',
    platinum: 'Unlocks the e-book library and all eight video lessons.',
  },
};
