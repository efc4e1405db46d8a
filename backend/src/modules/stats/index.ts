/** The figures other modules keep in step with the statistics. */
export { UNDELETED_USERS_PER_DAY, undeletedUserCount } from './user-totals.js';
