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
import { StaffAccountsService } from './staff-accounts.service.js';

/** Staff tokens have their own secret and audience: a student token never passes here. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, STAFF_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly accounts: StaffAccountsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: hmacKey(config.adminJwtSecret),
      audience: 'staff',
      algorithms: ['HS256'],
    });
  }

  /** The role is read from the account, so a changed role or password takes effect at once. */
  async validate(claims: StaffTokenClaims): Promise<StaffPrincipal | false> {
    const account = await this.accounts.findById(Number(claims.sub));
    if (!account || account.disabledAt !== null || claims.ver !== account.updatedAt.getTime()) {
      return false;
    }
    return { kind: 'staff', staffId: account.id, username: account.username, role: account.role };
  }
}
