import russianMessages from 'ra-language-russian';
import { ru as layout } from '../layout/ru';
import { fields as apiKeyFields, ru as apiKeys } from '../resources/api-keys/ru';
import { fields as auditFields, ru as audit } from '../resources/audit/ru';
import { fields as paymentFields, ru as payments } from '../resources/payments/ru';
import { fields as staffFields, ru as staff } from '../resources/staff/ru';
import { fields as deletedUserFields, ru as deletedUsers } from '../resources/users/deleted/ru';
import { fields as userFields, ru as users } from '../resources/users/ru';
import { fields as webhookFields, ru as webhooks } from '../resources/webhooks/ru';
import { fields as certificateFields, ru as certificates } from '../resources/certificates/ru';
import {
  bookFieldsRu,
  lessonFieldsRu,
  ru as catalogue,
  tierFieldsRu,
} from '../components/catalogue/ru';
import { ru as dashboard } from '../dashboard/ru';
import { ru as paymentReview } from '../resources/payment-review/ru';
import { fields as promoFields, ru as promotions } from '../resources/promotions/ru';
import { ru as statistics } from '../statistics/ru';
import { ru as referrals } from '../resources/referrals/ru';
import { ru as twoFactor } from '../two-factor/ru';
import type { AcademyMessages } from './en';
import { errors, rules } from './problems.ru';
import type { Translation } from './translation';

/**
 * A resource's `forcedCaseName` holds the cases react-admin's sentences need: the accusative for
 * one ('Удалить платёж …'), the genitive plural for none ('Нет платежей.').
 */
const academyMessages = {
  resources: {
    users: {
      forcedCaseName: 'пользователя |||| пользователя |||| пользователей',
      fields: userFields,
    },
    payments: {
      forcedCaseName: 'платёж |||| платежа |||| платежей',
      fields: paymentFields,
    },
    audit: {
      forcedCaseName: 'запись журнала |||| записи журнала |||| записей журнала',
      fields: auditFields,
    },
    staff: {
      forcedCaseName:
        'учётную запись сотрудника |||| учётные записи сотрудников |||| учётных записей сотрудников',
      fields: staffFields,
    },
    'deleted-users': {
      forcedCaseName:
        'удалённого пользователя |||| удалённых пользователя |||| удалённых пользователей',
      fields: deletedUserFields,
    },
    'api-keys': {
      forcedCaseName: 'API-ключ |||| API-ключа |||| API-ключей',
      fields: apiKeyFields,
    },
    webhooks: {
      forcedCaseName: 'адрес вебхука |||| адреса вебхуков |||| адресов вебхуков',
      fields: webhookFields,
    },
    certificates: {
      forcedCaseName: 'сертификат |||| сертификата |||| сертификатов',
      fields: certificateFields,
    },
    tiers: { forcedCaseName: 'тариф |||| тарифа |||| тарифов', fields: tierFieldsRu },
    books: { forcedCaseName: 'книгу |||| книги |||| книг', fields: bookFieldsRu },
    lessons: { forcedCaseName: 'урок |||| урока |||| уроков', fields: lessonFieldsRu },
    'promo-codes': {
      forcedCaseName: 'промокод |||| промокода |||| промокодов',
      fields: promoFields,
    },
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
