import russianMessages from 'ra-language-russian';
import { ru as layout } from '../layout/ru';
import { fields as apiKeyFields, ru as apiKeys } from '../resources/api-keys/ru';
import { fields as auditFields, ru as audit } from '../resources/audit/ru';
import { fields as paymentFields, ru as payments } from '../resources/payments/ru';
import { fields as staffFields, ru as staff } from '../resources/staff/ru';
import { fields as deletedUserFields, ru as deletedUsers } from '../resources/users/deleted/ru';
import { fields as userFields, ru as users } from '../resources/users/ru';
import { fields as webhookFields, ru as webhooks } from '../resources/webhooks/ru';
import { ru as statistics } from '../statistics/ru';
import type { AcademyMessages } from './en';
import { errors, rules } from './problems.ru';
import type { Translation } from './translation';

const academyMessages = {
  resources: {
    users: { fields: userFields },
    payments: { fields: paymentFields },
    audit: { fields: auditFields },
    staff: { fields: staffFields },
    'deleted-users': { fields: deletedUserFields },
    'api-keys': { fields: apiKeyFields },
    webhooks: { fields: webhookFields },
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
    webhooks,
    rules,
    errors,
  },
} satisfies Translation<AcademyMessages>;

/** Texts newer than ra-language-russian's release. */
const newerReactAdminMessages = {
  guesser: {
    ...russianMessages.ra.guesser,
    empty: {
      title: 'Нет данных для отображения',
      message: 'Проверьте провайдер данных',
    },
  },
};

/** react-admin's own Russian texts (`ra.*`) and the academy's. */
export const ru = {
  ...russianMessages,
  ra: { ...russianMessages.ra, ...newerReactAdminMessages },
  ...academyMessages,
};
