import englishMessages from 'ra-language-english';
import { en as layout } from '../layout/en';
import { en as audit } from '../resources/audit/en';
import { en as users } from '../resources/users/en';
import { en as statistics } from '../statistics/en';

/** react-admin's own English texts, plus the academy's under `academy.*`. */
export const en = {
  ...englishMessages,
  academy: { layout, users, audit, statistics },
};
