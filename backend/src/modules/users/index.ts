/** Students and their balances, as the modules built on them (auth, payments, overdraft) use them. */
export { UsersModule } from './users.module.js';
export { UsersService } from './accounts/users.service.js';
export { StudentCache, type LessonPlaces } from './accounts/student-cache.js';
export {
  LedgerEntryResponse,
  UserEnvelopeResponse,
  UserResponse,
} from './accounts/user.responses.js';
export { BalanceService } from './balance/balance.service.js';
export { BalanceRefused } from './balance/balance-refused.js';
export { BalanceLedgerService } from './balance/balance-ledger.service.js';
export { MAX_BALANCE } from './balance/update-balance.dto.js';
export { auditSnapshot, toUser } from './user.mapper.js';
export { userEventSource } from './user-event-source.js';
