/** Students and their balances, as the modules built on them (auth, payments, overdraft) use them. */
export { UsersModule } from './users.module.js';
export { UsersService } from './users.service.js';
export { BalanceLedgerService } from './balance-ledger.service.js';
export { StudentCache } from './student-cache.js';
export { MAX_BALANCE } from './dto/update-balance.dto.js';
export { auditSnapshot, toUser } from './user.mapper.js';
export { userEventSource } from './user-event-source.js';
export { LedgerEntryResponse, UserEnvelopeResponse } from './user.responses.js';
