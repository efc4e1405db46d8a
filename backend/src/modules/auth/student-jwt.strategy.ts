import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { FastifyRequest } from 'fastify';
import { hmacKey } from '../../common/auth/hmac-key.js';
import { AppConfig } from '../../config/app-config.js';
import {
  STUDENT_STRATEGY,
  type StudentPrincipal,
  type StudentTokenClaims,
} from '../../common/auth/principal.js';
import { SessionsService } from './sessions.service.js';

/** The student app stores the token as JSON text and may send it with its quotes. */
function unquotedToken(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) return null;
  return value.startsWith('"') && value.endsWith('"') && value.length > 1
    ? value.slice(1, -1)
    : value;
}

function tokenFromHeader(request: FastifyRequest): string | null {
  return unquotedToken(request.headers.token);
}

/** A plain HTML form cannot send headers: the checkout form post carries the token as a field. */
function tokenFromForm(request: FastifyRequest): string | null {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  return unquotedToken((request.body as Record<string, unknown> | undefined)?.token);
}

@Injectable()
export class StudentJwtStrategy extends PassportStrategy(Strategy, STUDENT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([tokenFromHeader as never, tokenFromForm as never]),
      secretOrKey: hmacKey(config.jwtSecret),
      audience: 'student',
      algorithms: ['HS256'],
    });
  }

  /**
   * A token is good while its session is open and its user not deleted: signing out, a password
   * change or reset end sessions. Tokens from before sessions existed carry no `sid` and are refused.
   */
  async validate(claims: StudentTokenClaims): Promise<StudentPrincipal | false> {
    const userId = Number(claims.sub);
    if (typeof claims.sid !== 'string' || !Number.isSafeInteger(userId)) return false;
    if (!(await this.sessions.isOpen(claims.sid, userId))) return false;
    return { kind: 'student', userId, sessionId: claims.sid };
  }
}
