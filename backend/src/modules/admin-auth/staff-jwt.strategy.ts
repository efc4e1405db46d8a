import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config.js';
import {
  STAFF_STRATEGY,
  type StaffPrincipal,
  type StaffTokenClaims,
} from '../../common/auth/principal.js';
import { AdminAccountsService } from './admin-accounts.service.js';

/** Staff tokens have their own secret and audience: a student token never passes here. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, STAFF_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly accounts: AdminAccountsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.adminJwtSecret,
      audience: 'staff',
      algorithms: ['HS256'],
    });
  }

  /** The role is read from the account, so a changed role or password takes effect at once. */
  async validate(claims: StaffTokenClaims): Promise<StaffPrincipal | false> {
    const admin = await this.accounts.findById(Number(claims.sub));
    if (!admin || claims.ver !== admin.updatedAt.getTime()) return false;
    return { kind: 'staff', staffId: admin.id, username: admin.username, role: admin.role };
  }
}
