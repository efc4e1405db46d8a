import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthTokenResponse, User } from '@academy/contracts';
import { normalizePhone } from '@academy/domain';
import { readAccount } from '../../common/auth/accounts-unavailable.js';
import { hmacKey } from '../../common/auth/hmac-key.js';
import type { StudentTokenClaims } from '../../common/auth/principal.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import type { UserEntity } from '../users/user.entity.js';
import { toUser, UsersService } from '../users/index.js';
import { ReferralsService } from '../referrals/index.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { SessionsService, type SignInClient } from './sessions.service.js';
import { SignInUnlockService } from './sign-in-unlock.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { emailTaken, wrongEmailOrPassword } from './auth.errors.js';

@Injectable()
export class AuthService {
  /** The key tokens are signed with, made once (see hmacKey). */
  private readonly signingKey: string;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
    private readonly unlocks: SignInUnlockService,
    private readonly verification: EmailVerificationService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralsService,
  ) {
    this.signingKey = hmacKey(config.jwtSecret);
  }

  async register(body: RegisterDto, client: SignInClient): Promise<AuthTokenResponse> {
    if (await this.users.emailTaken(body.email)) {
      throw emailTaken();
    }
    const user = await this.users.create({
      username: body.username.trim(),
      lastname: body.lastname.trim(),
      email: body.email,
      contact: normalizePhone(body.contact),
      passwordHash: await this.hasher.hash(body.password),
      locale: body.locale ?? null,
      deviceLocale: client.deviceLocale ?? null,
      deviceTimeZone: client.deviceTimeZone ?? null,
    });
    await this.referrals.attach(user.id, body.ref);
    await this.verification.sendAfterRegistration(user);
    return { token: await this.issueToken(user, client), message: 'Registration successful' };
  }

  /** `client.ip` is the caller's IP as seen through TRUST_PROXY: failures count per account and IP. */
  async login(
    body: LoginDto,
    client: Required<Pick<SignInClient, 'ip'>> & SignInClient,
  ): Promise<AuthTokenResponse> {
    const user = await this.limits.signIn(
      SIGN_IN_SCOPES.student,
      body.email,
      client.ip,
      async () => {
        const found = await readAccount(this.users.findByEmailWithPassword(body.email));
        return (await this.hasher.verify(found?.passwordHash, body.password)) ? found : null;
      },
      wrongEmailOrPassword,
      this.unlocks.lockFor(body.email),
    );
    await this.users.touchActivity(user);
    await this.users.rememberDevice(user, client);
    return { token: await this.issueToken(user, client), message: 'Login successful' };
  }

  async currentUser(userId: number): Promise<User> {
    return toUser(await this.users.getReadable(userId));
  }

  /** Opens a session for the sign-in: the token is good until that session ends. */
  private async issueToken(user: UserEntity, client: SignInClient): Promise<string> {
    const claims: Omit<StudentTokenClaims, 'iat'> = {
      sub: String(user.id),
      aud: 'student',
      sid: await this.sessions.open(user.id, client),
    };
    return this.jwt.signAsync(claims, {
      secret: this.signingKey,
      expiresIn: this.config.studentTokenTtlSeconds,
      algorithm: 'HS256',
    });
  }
}
