import { simpleRest } from '../../../common/http/simple-rest.js';
import { UserResponse } from './user.responses.js';

/** The back office's users resource, which two controllers serve (the list, and one user). */
export const userRoutes = simpleRest({
  name: 'users',
  record: UserResponse,
  notFound: 'No such user (or deleted)',
  read: 'users:read',
  write: 'users:write',
});
