// SPEC.md has no texts for promotions; these follow the wording of the other back-office pages.

/** The promo codes' fields, which react-admin finds as `resources.promo-codes.fields.<source>`. */
export const fields = {
  code: 'Code',
  kind: 'Kind',
  value: 'Value',
  appliesTo: 'Applies to',
  maxUses: 'Uses at most',
  maxUsesPerStudent: 'Uses per student',
  startsAt: 'Starts',
  endsAt: 'Ends',
  firstPurchaseOnly: 'First purchase only',
  public: 'Public',
  bannerText: 'Banner text',
  active: 'Active',
  uses: 'Uses',
  reserved: 'Reserved',
  revenue: 'Revenue',
  discountGiven: 'Discount given',
  createdAt: 'Created',
};

/** The other English texts of the promotions pages, as `academy.promotions.*`. */
export const en = {
  title: 'Promotions',
  create: 'New promo code',
  edit: 'Change promo code %{code}',
  show: 'Promo code %{code}',
  details: 'Promo code',
  figures: 'Uses and revenue',
  payments: 'Payments with this code',
  noPayments: 'No payment has used this code yet.',
  kind: {
    percent: 'Percent off',
    amount: 'Dollars off',
    'topup-bonus': 'Top-up bonus',
  },
  offer: {
    percent: '%{value}% off',
    amount: '$%{value} off',
    'topup-bonus': '+%{value}% on top-ups',
  },
  topup: 'Top-ups',
  unlimited: 'No limit',
  always: 'Any time',
  usesOf: '%{uses} of %{max}',
  reservedCount: '%{smart_count} reserved |||| %{smart_count} reserved',
  state: {
    active: 'Active',
    inactive: 'Inactive',
    scheduled: 'Not started',
    ended: 'Ended',
  },
  help: {
    code: 'Letters, digits, - and _; 3 to 40 characters. Students may type it in any letter case.',
    value:
      'Percent off (1–100), whole dollars off, or the percent of a top-up credited as a bonus (1–100).',
    appliesTo: 'A discount applies to tiers; a top-up bonus to top-ups.',
    maxUses: 'Counts payments waiting to be paid as well as paid ones. Empty: no limit.',
    public: 'Shown to every student on the Bonuses & Promotions page.',
    locked: 'This code has been used: its kind and value can no longer change.',
    priceFloor: 'A discounted tier never costs less than $1.',
  },
  rules: {
    code: 'Use 3 to 40 letters, digits, - or _.',
    wholeNumber: 'Enter a whole number.',
    percent: 'Enter a percent from 1 to 100.',
    amount: 'Enter at least $1.',
    atLeastOne: 'Enter at least 1.',
    discountTargets: 'A discount applies to tiers only.',
    bonusTargets: 'A top-up bonus applies to top-ups only.',
    endsBeforeStart: 'The end must come after the start.',
  },
  errors: {
    save: 'The promo code could not be saved.',
    taken: 'Another promo code already reads the same.',
    delete: 'The promo code could not be deleted.',
  },
};
