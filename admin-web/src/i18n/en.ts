import englishMessages from 'ra-language-english';
import { en as layout } from '../layout/en';
import { en as apiKeys, fields as apiKeyFields } from '../resources/api-keys/en';
import { en as audit, fields as auditFields } from '../resources/audit/en';
import { en as payments, fields as paymentFields } from '../resources/payments/en';
import { en as staff, fields as staffFields } from '../resources/staff/en';
import { en as deletedUsers, fields as deletedUserFields } from '../resources/users/deleted/en';
import { en as users, fields as userFields } from '../resources/users/en';
import { en as webhooks, fields as webhookFields } from '../resources/webhooks/en';
import { en as certificates, fields as certificateFields } from '../resources/certificates/en';
import { bookFields, en as catalogue, lessonFields, tierFields } from '../components/catalogue/en';
import { en as dashboard } from '../dashboard/en';
import { en as paymentReview } from '../resources/payment-review/en';
import { en as promotions, fields as promoFields } from '../resources/promotions/en';
import { en as statistics } from '../statistics/en';
import { en as referrals } from '../resources/referrals/en';
import { en as twoFactor } from '../two-factor/en';
import { errors, rules } from './problems.en';

/**
 * The academy's texts: each resource's column labels where react-admin looks for them
 * (`resources.<name>.fields.<source>`), so a column needs no `label`, and its name as react-admin's
 * empty list and delete question use it (`forcedCaseName`: one, then none, of them); everything
 * else under `academy.*`.
 */
const academyMessages = {
  resources: {
    users: {
      forcedCaseName: 'user |||| users',
      fields: userFields,
    },
    payments: {
      forcedCaseName: 'payment |||| payments',
      fields: paymentFields,
    },
    audit: {
      forcedCaseName: 'audit entry |||| audit entries',
      fields: auditFields,
    },
    staff: {
      forcedCaseName: 'staff account |||| staff accounts',
      fields: staffFields,
    },
    'deleted-users': {
      forcedCaseName: 'deleted user |||| deleted users',
      fields: deletedUserFields,
    },
    'api-keys': {
      forcedCaseName: 'API key |||| API keys',
      fields: apiKeyFields,
    },
    webhooks: {
      forcedCaseName: 'webhook endpoint |||| webhook endpoints',
      fields: webhookFields,
    },
    certificates: {
      forcedCaseName: 'certificate |||| certificates',
      fields: certificateFields,
    },
    tiers: { forcedCaseName: 'tier |||| tiers', fields: tierFields },
    books: { forcedCaseName: 'book |||| books', fields: bookFields },
    lessons: { forcedCaseName: 'lesson |||| lessons', fields: lessonFields },
    'promo-codes': { forcedCaseName: 'promo code |||| promo codes', fields: promoFields },
  },
  academy: {
    layout,
    users,
    deletedUsers,
    payments,
    audit,
    staff,
    apiKeys,
    statistics,
    dashboard,
    paymentReview,
    referrals,
    twoFactor,
    webhooks,
    certificates,
    catalogue,
    promotions,
    rules,
    errors,
  },
};

export type AcademyMessages = typeof academyMessages;

/** react-admin's own English texts (`ra.*`) and the academy's. */
export const en = { ...englishMessages, ...academyMessages };

/** 'academy.users.title' for `{ academy: { users: { title: 'Users' } } }`. */
type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

/** Every key of the academy's catalogue; react-admin's own are `ra.*`. */
export type MessageKey = KeyPath<typeof academyMessages> | `ra.${string}`;
