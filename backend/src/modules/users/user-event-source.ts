import type { WebhookEventSource } from '../webhooks/index.js';
import { toUser } from './user.mapper.js';
import { UserEntity } from './user.entity.js';

/** A student as a webhook event carries it: the user as GET /api/admin/users/:id shows it. */
export function userEventSource(userId: number): WebhookEventSource {
  return async (manager) => {
    const user = await manager.findOne(UserEntity, { where: { id: userId } });
    return user && { userId, data: toUser(user) };
  };
}
