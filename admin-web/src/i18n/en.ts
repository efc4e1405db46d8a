import englishMessages from 'ra-language-english';
import { en as layout } from '../layout/en';
import { en as audit, fields as auditFields } from '../resources/audit/en';
import { en as users, fields as userFields } from '../resources/users/en';
import { en as statistics } from '../statistics/en';

/**
 * react-admin's own English texts; each resource's column labels where react-admin looks for
 * them (`resources.<name>.fields.<source>`), so a column needs no `label`; and every other text
 * of the academy under `academy.*`.
 */
export const en = {
  ...englishMessages,
  resources: {
    users: { fields: userFields },
    audit: { fields: auditFields },
  },
  academy: { layout, users, audit, statistics },
};
