import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { hmacKey } from '../../common/auth/hmac-key.js';
import { AppConfig } from '../../config/app-config.js';
import {
  STAFF_STRATEGY,
  type StaffPrincipal,
  type StaffTokenClaims,
} from '../../common/auth/principal.js';
import { StaffSessionsService } from './sessions/staff-sessions.service.js';

/** Staff tokens have their own secret and audience: a student token never passes here. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, STAFF_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly sessions: StaffSessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: hmacKey(config.adminJwtSecret),
      audience: 'staff',
      algorithms: ['HS256'],
    });
  }

  /**
   * A token is good while its session is open and its account enabled and unchanged; the role is
   * read from the account, so a changed role takes effect at once. Tokens from before staff
   * sessions carry no `sid` and are refused.
   */
  async validate(claims: StaffTokenClaims): Promise<StaffPrincipal | false> {
    const staffId = Number(claims.sub);
    if (typeof claims.sid !== 'string' || !Number.isSafeInteger(staffId)) return false;
    const account = await this.sessions.openAccount(claims.sid, staffId);
    if (!account || account.disabledAt !== null || claims.ver !== account.updatedAt.getTime()) {
      return false;
    }
    return {
      kind: 'staff',
      staffId: account.id,
      username: account.username,
      role: account.role,
      sessionId: claims.sid,
    };
  }
}
