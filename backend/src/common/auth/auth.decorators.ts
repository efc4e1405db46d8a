import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  mixin,
  SetMetadata,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiSecurity,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ERROR_CODES, type StaffRole } from '@academy/contracts';
import { ApiException } from '../http/api-exception.js';
import { ErrorResponse } from '../http/error-response.js';
import { STAFF_STRATEGY, STUDENT_STRATEGY, type Principal } from './principal.js';

const STAFF_ROLES_KEY = 'staffRoles';

/** Staff must hold one of the route's roles; students pass only where the route admits them. */
@Injectable()
export class StaffRolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!roles || principal?.kind !== 'staff' || roles.includes(principal.role)) return true;
    throw new ApiException(403, ERROR_CODES.FORBIDDEN, 'Your role does not allow this action');
  }
}

/** Passport's guard, answering our error shape when no strategy accepts the request. */
function tokenGuard(strategies: string | string[]): Type<CanActivate> {
  class TokenGuard extends AuthGuard(strategies) {
    override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
      if (error instanceof ApiException) throw error;
      if (error || !user) {
        throw new ApiException(401, ERROR_CODES.UNAUTHORIZED, 'Authentication required');
      }
      return user;
    }
  }
  return mixin(TokenGuard);
}

const studentGuard = tokenGuard(STUDENT_STRATEGY);
const staffGuard = tokenGuard(STAFF_STRATEGY);
const studentOrStaffGuard = tokenGuard([STUDENT_STRATEGY, STAFF_STRATEGY]);

const unauthorized = ApiUnauthorizedResponse({
  type: ErrorResponse,
  description: 'Missing or invalid token',
});
const forbidden = ApiForbiddenResponse({
  type: ErrorResponse,
  description: 'Not allowed for this caller',
});

/** A signed-in student: the token from POST /api/login in the `token` header. */
export function StudentAuth() {
  return applyDecorators(UseGuards(studentGuard), ApiSecurity('token'), unauthorized);
}

/** Staff with one of these roles: the token from POST /api/admin/login as a Bearer header. */
export function StaffAuth(...roles: StaffRole[]) {
  return applyDecorators(
    SetMetadata(STAFF_ROLES_KEY, roles),
    UseGuards(staffGuard, StaffRolesGuard),
    ApiBearerAuth('staff'),
    unauthorized,
    forbidden,
  );
}

/** Either a student (the service then checks it is their own data) or staff with one of the roles. */
export function StudentOrStaffAuth(...roles: StaffRole[]) {
  return applyDecorators(
    SetMetadata(STAFF_ROLES_KEY, roles),
    UseGuards(studentOrStaffGuard, StaffRolesGuard),
    ApiSecurity('token'),
    ApiBearerAuth('staff'),
    unauthorized,
    forbidden,
  );
}

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal =>
    context.switchToHttp().getRequest<{ user: Principal }>().user,
);
