/** Rate limits: the route decorator, the sign-in lock service and the shared limits. */
export { RateLimited } from './rate-limit.guard.js';
export { RateLimitService, SIGN_IN_SCOPES, type AccountLock } from './rate-limit.service.js';
export {
  STUDENT_SUBMISSIONS_PER_MINUTE,
  VERIFICATION_RESENDS_PER_WINDOW,
} from './rate-limiters.js';
