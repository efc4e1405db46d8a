/** English texts of the activation screens (SPEC.md's exact words). */
export const en = {
  intro: 'Choose a course tier to activate your account.',
  tiersLabel: 'Course tiers',
  price: '{{amount, usdWhole}}',
  popular: 'Popular',
  current: 'Your course',
  includes: 'Includes {{items}}.',
  adds: 'Adds {{items}} to {{course}}.',
  topUp: 'Top Up',
  learnMore: 'Learn More',
};
