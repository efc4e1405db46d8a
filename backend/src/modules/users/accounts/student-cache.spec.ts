import type { StudentChange, StudentChangeFeed } from '../../../database/student-change-feed.js';
import { StudentCache } from './student-cache.js';
import type { UserEntity } from '../user.entity.js';

/** The feed's two promises, driven by the test: what changed, and whether it is caught up. */
function feed() {
  const subscribers: ((change: StudentChange) => void)[] = [];
  const state = { live: true };
  const double = {
    subscribe: (subscriber: (change: StudentChange) => void) => subscribers.push(subscriber),
    caughtUp: () => Promise.resolve(state.live),
  };
  return {
    feed: double as unknown as StudentChangeFeed,
    announce: (change: StudentChange) => subscribers.forEach((subscriber) => subscriber(change)),
    state,
  };
}

const student = (id: number, balance = 0) => ({ id, balance, deletedAt: null }) as UserEntity;

describe('StudentCache', () => {
  it('keeps what a read found, frozen, and forgets a student the moment they change', async () => {
    const { feed: changes, announce } = feed();
    const cache = new StudentCache(changes);
    cache.rememberUser(cache.ticket(), student(1, 10));
    cache.rememberSession(cache.ticket(), 1, 'session', 1_000);
    const kept = await cache.user(1);
    expect(kept).toMatchObject({ id: 1, balance: 10 });
    expect(Object.isFrozen(kept)).toBe(true);
    expect(await cache.sessionLastSeen(1, 'session')).toBe(1_000);

    announce([2]);
    expect(await cache.user(1)).toBeDefined();
    announce([1]);
    expect(await cache.user(1)).toBeUndefined();
    expect(await cache.sessionLastSeen(1, 'session')).toBeUndefined();
  });

  it('does not keep a read that a change overtook while it ran', async () => {
    const { feed: changes, announce } = feed();
    const cache = new StudentCache(changes);
    const ticket = cache.ticket();
    announce([1]);
    cache.rememberUser(ticket, student(1));
    cache.rememberSession(ticket, 1, 'session', 1_000);
    expect(await cache.user(1)).toBeUndefined();
    expect(await cache.sessionLastSeen(1, 'session')).toBeUndefined();
  });

  it('answers nothing from memory while the feed is not caught up, and forgets everyone on its word', async () => {
    const { feed: changes, announce, state } = feed();
    const cache = new StudentCache(changes);
    cache.rememberUser(cache.ticket(), student(1));
    cache.rememberUser(cache.ticket(), student(2));
    state.live = false;
    expect(await cache.user(1)).toBeUndefined();
    state.live = true;
    expect(await cache.user(1)).toBeDefined();
    announce('everyone');
    expect(await cache.user(1)).toBeUndefined();
    expect(await cache.user(2)).toBeUndefined();
  });

  it('never keeps a deleted student', async () => {
    const { feed: changes } = feed();
    const cache = new StudentCache(changes);
    cache.rememberUser(cache.ticket(), { ...student(1), deletedAt: new Date() });
    expect(await cache.user(1)).toBeUndefined();
  });
});
