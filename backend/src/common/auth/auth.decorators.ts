import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  mixin,
  SetMetadata,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { API_KEY_SCOPES, roleHasPermission, type StaffPermission } from '@academy/contracts';
import { accountsUnavailable } from './accounts-unavailable.js';
import { ApiKeyAuthenticator, apiKeyOf } from './api-key-authenticator.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRefusal } from '../http/error-response.js';
import type { FastifyRequest } from 'fastify';
import {
  STAFF_STRATEGY,
  STUDENT_STRATEGY,
  type ApiKeyPrincipal,
  type Principal,
  type StudentPrincipal,
} from './principal.js';
import * as httpErrors from '../http/http.errors.js';

const STAFF_PERMISSION_KEY = 'staffPermission';
/** Set by every auth decorator and by Public(): a route without it is refused by DefaultDenyGuard. */
const AUTHENTICATION_KEY = 'authentication';

export type Authentication =
  'public' | 'student' | 'staff' | 'student-or-staff' | 'optional-student' | 'operator';

const declares = (authentication: Authentication) =>
  SetMetadata(AUTHENTICATION_KEY, authentication);

/**
 * Default deny: a route must say who may call it (StudentAuth, StaffAuth, StudentOrStaffAuth,
 * OptionalStudentAuth) or that anyone may (Public). One that says nothing is refused, so a route
 * added without a decorator is closed rather than open to everyone.
 */
@Injectable()
export class DefaultDenyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const declared = this.reflector.getAllAndOverride<Authentication | undefined>(
      AUTHENTICATION_KEY,
      [context.getHandler(), context.getClass()],
    );
    if (declared !== undefined) return true;
    throw httpErrors.unauthorized();
  }
}

/**
 * The OpenAPI security requirement Public() records; setupOpenApi turns it into `security: []`
 * (the document generator drops an empty list, which would read as "not said").
 */
export const PUBLIC_SECURITY_MARK = 'public';

/**
 * Anyone may call this route (sign-in, registration, public configuration, health, signed
 * webhooks and links): it is left open on purpose, and the OpenAPI document says `security: []`.
 */
export function Public() {
  return applyDecorators(declares('public'), ApiSecurity(PUBLIC_SECURITY_MARK));
}

/**
 * For the operators' tooling (metrics): no user token, but a secret of the deployment that the
 * route itself checks in constant time; documented under its own bearer scheme.
 */
export function OperatorTokenAuth(scheme: string) {
  return applyDecorators(declares('operator'), ApiBearerAuth(scheme), unauthorized);
}

/** An API key holds a permission only when it is one of its scopes. */
export function apiKeyHasPermission(key: ApiKeyPrincipal, permission: StaffPermission): boolean {
  return (key.scopes as readonly StaffPermission[]).includes(permission);
}

/**
 * Staff must hold the route's permission through their role, an API key through its scopes;
 * students pass only where the route admits them (the service then checks it is their own data).
 */
@Injectable()
export class StaffPermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const permission = this.reflector.getAllAndOverride<StaffPermission | undefined>(
      STAFF_PERMISSION_KEY,
      [context.getHandler(), context.getClass()],
    );
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!permission || !principal) return true;
    switch (principal.kind) {
      case 'student':
        return true;
      case 'staff':
        if (roleHasPermission(principal.role, permission)) return true;
        throw httpErrors.forbidden('Your role does not allow this action');
      case 'api-key':
        if (apiKeyHasPermission(principal, permission)) return true;
        throw httpErrors.forbidden("This API key's scopes do not allow this action");
    }
  }
}

/** Passport's guard, answering our error shape when no strategy accepts the request. */
function tokenGuard(strategies: string | string[], { optional = false } = {}): Type<CanActivate> {
  class TokenGuard extends AuthGuard(strategies) {
    /** An optional guard lets a caller without a `token` header through as a visitor. */
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const token = context.switchToHttp().getRequest<FastifyRequest>().headers.token;
      if (optional && (token === undefined || token === '')) return true;
      // Passport's guard is an async function; its declared type also admits an Observable.
      return (await super.canActivate(context)) as boolean;
    }

    /**
     * A token that does not verify, or whose account is gone, is a 401. An error means the
     * account could not be read (the database is down): a 401 would sign everyone out, so 503.
     */
    override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
      if (error instanceof ApiException) throw error;
      if (error) throw accountsUnavailable(error);
      if (!user) throw httpErrors.unauthorized();
      return user;
    }
  }
  return mixin(TokenGuard);
}

/**
 * The staff routes' guard: a request carrying an API key (X-Api-Key, or a Bearer token starting
 * `ta_`) is the key's, checked by the ApiKeyAuthenticator; any other goes to the token strategies.
 */
function tokenOrApiKeyGuard(strategies: string | string[]): Type<CanActivate> {
  const Tokens = tokenGuard(strategies);
  class TokenOrApiKeyGuard implements CanActivate {
    private readonly tokens = new Tokens();

    constructor(@Inject(ApiKeyAuthenticator) private readonly apiKeys: ApiKeyAuthenticator) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
      const key = apiKeyOf(request.headers);
      if (key === null) return (await this.tokens.canActivate(context)) as boolean;
      request.user = await this.apiKeys.authenticate(key, request.ip);
      return true;
    }
  }
  return mixin(TokenOrApiKeyGuard);
}

const studentGuard = tokenGuard(STUDENT_STRATEGY);
const staffGuard = tokenOrApiKeyGuard(STAFF_STRATEGY);
const staffTokenGuard = tokenGuard(STAFF_STRATEGY);
const studentOrStaffGuard = tokenOrApiKeyGuard([STUDENT_STRATEGY, STAFF_STRATEGY]);
// A token that is sent must still be valid, so that a student whose session ended learns it
// instead of seeing everything locked.
const optionalStudentGuard = tokenGuard(STUDENT_STRATEGY, { optional: true });

const unauthorized = ApiRefusal(401, 'Missing or invalid token');
const forbidden = ApiRefusal(403, 'Not allowed for this caller');

/** A signed-in student: the token from POST /api/login in the `token` header. */
export function StudentAuth() {
  return applyDecorators(
    declares('student'),
    UseGuards(studentGuard),
    ApiSecurity('token'),
    unauthorized,
  );
}

/** The OpenAPI security scheme of integrators' API keys. */
export const API_KEY_SECURITY_SCHEME = 'apiKey';

/**
 * The API-key security requirement, naming the scope the route needs; none for a permission that
 * no key may hold (refunds, staff accounts, API keys themselves, password resets).
 */
function apiKeySecurity(permission: StaffPermission) {
  return (API_KEY_SCOPES as readonly StaffPermission[]).includes(permission)
    ? [ApiSecurity(API_KEY_SECURITY_SCHEME, [permission])]
    : [];
}

/**
 * Staff whose role holds the permission in the one role table (STAFF_PERMISSIONS): the token
 * from POST /api/admin/login as a Bearer header; or an API key whose scopes include it.
 */
export function StaffAuth(permission: StaffPermission) {
  return applyDecorators(
    declares('staff'),
    SetMetadata(STAFF_PERMISSION_KEY, permission),
    UseGuards(staffGuard, StaffPermissionGuard),
    ApiBearerAuth('staff'),
    ...apiKeySecurity(permission),
    unauthorized,
    forbidden,
  );
}

/**
 * A staff member signed in to the back office, whatever the role, with the token from
 * POST /api/admin/login; never an API key: for what belongs to a person (their sessions, their
 * two-factor sign-in).
 */
export function StaffMemberAuth() {
  return applyDecorators(
    declares('staff'),
    UseGuards(staffTokenGuard),
    ApiBearerAuth('staff'),
    unauthorized,
  );
}

/**
 * Either a student (the service then checks it is their own data) or staff (or an API key) with
 * the permission.
 */
export function StudentOrStaffAuth(permission: StaffPermission) {
  return applyDecorators(
    declares('student-or-staff'),
    SetMetadata(STAFF_PERMISSION_KEY, permission),
    UseGuards(studentOrStaffGuard, StaffPermissionGuard),
    ApiSecurity('token'),
    ApiBearerAuth('staff'),
    ...apiKeySecurity(permission),
    unauthorized,
    forbidden,
  );
}

/** A signed-in student or a visitor; the answer depends on which. */
export function OptionalStudentAuth() {
  return applyDecorators(
    declares('optional-student'),
    UseGuards(optionalStudentGuard),
    ApiSecurity('token'),
    ApiSecurity({}),
    ApiRefusal(401, 'A token was sent but is invalid'),
  );
}

/** The signed-in student's id, or null for a visitor (with OptionalStudentAuth). */
export const OptionalStudentId = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | null =>
    context.switchToHttp().getRequest<{ user?: StudentPrincipal }>().user?.userId ?? null,
);

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal =>
    context.switchToHttp().getRequest<{ user: Principal }>().user,
);
