import { AsyncLocalStorage } from 'node:async_hooks';
import {
  EventSubscriber,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
} from 'typeorm';
import { IdempotencyRecordEntity } from './idempotency-record.entity.js';
import { conflict } from './http.errors.js';

/** One attempt at a request sent with an Idempotency-Key: the record's key and the attempt's id. */
export interface IdempotencyClaim {
  id: Pick<IdempotencyRecordEntity, 'actor' | 'key' | 'route'>;
  claimId: string;
}

const runningClaim = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs the action with its claim, so that its transactions commit only while they hold it. */
export function runWithClaim<T>(claim: IdempotencyClaim, action: () => Promise<T>): Promise<T> {
  return runningClaim.run(claim, action);
}

/**
 * Marks the key as committed inside the transaction of the action it guards, as that transaction
 * commits: the change and the mark are one, so after a crash the record tells whether the change
 * was made. The mark requires the attempt still to hold the key: an attempt that outlived its
 * lease and was taken over by a repeat fails here, and its transaction rolls back instead of
 * making the change a second time.
 */
@EventSubscriber()
export class IdempotencyCommitFence implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const claim = runningClaim.getStore();
    if (!claim) return;
    const marked = await event.manager
      .createQueryBuilder()
      .update(IdempotencyRecordEntity)
      .set({ committedAt: () => 'now()' })
      .where({ ...claim.id, claimId: claim.claimId })
      .execute();
    if (marked.affected === 0) {
      throw conflict(
        'This request ran too long and a repeat with its Idempotency-Key took over: nothing was changed by it',
      );
    }
  }
}
