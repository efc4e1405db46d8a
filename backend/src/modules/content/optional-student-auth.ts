import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@academy/contracts';
import { STUDENT_STRATEGY, type StudentPrincipal } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { ErrorResponse } from '../../common/http/error-response.js';

/**
 * Without a `token` header the caller is a visitor; a token that is sent must be valid, so that a
 * student whose session ended learns it instead of seeing everything locked.
 */
@Injectable()
class OptionalStudentGuard extends AuthGuard(STUDENT_STRATEGY) {
  override canActivate(context: ExecutionContext) {
    const token = context.switchToHttp().getRequest<FastifyRequest>().headers.token;
    if (token === undefined || token === '') return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof ApiException) throw error;
    if (error || !user) {
      throw new ApiException(401, ERROR_CODES.UNAUTHORIZED, 'Authentication required');
    }
    return user;
  }
}

/** A signed-in student or a visitor; the answer depends on which. */
export function OptionalStudentAuth() {
  return applyDecorators(
    UseGuards(OptionalStudentGuard),
    ApiSecurity('token'),
    ApiSecurity({}),
    ApiUnauthorizedResponse({
      type: ErrorResponse,
      description: 'A token was sent but is invalid',
    }),
  );
}

/** The signed-in student's id, or null for a visitor. */
export const OptionalStudentId = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | null =>
    context.switchToHttp().getRequest<{ user?: StudentPrincipal }>().user?.userId ?? null,
);
