import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { accountsUnavailable } from '../../common/auth/accounts-unavailable.js';
import { ApiKeyAuthenticator } from '../../common/auth/api-key-authenticator.js';
import type { ApiKeyPrincipal } from '../../common/auth/principal.js';
import { RateLimitService } from '../rate-limit/index.js';
import { keyMatchesHash, prefixOfKey } from './api-key-format.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { apiKeyRefused } from './api-keys.errors.js';

// last_used_at is written at most this often, not on every request.
const LAST_USE_INTERVAL_MS = 60_000;

/**
 * Checks an API key on every request with one query by its unique prefix, so that revoking it, or
 * its expiry, holds at once on every replica; then counts the request against the key's rate.
 */
@Injectable()
export class ApiKeyAuthService extends ApiKeyAuthenticator {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    private readonly limits: RateLimitService,
  ) {
    super();
  }

  async authenticate(key: string, ip: string): Promise<ApiKeyPrincipal> {
    const prefix = prefixOfKey(key);
    if (prefix === null) throw apiKeyRefused('Invalid API key');
    const row = await this.keys.findOne({ where: { prefix } }).catch((error: unknown) => {
      throw accountsUnavailable(error);
    });
    if (!row || !keyMatchesHash(key, row.keyHash)) throw apiKeyRefused('Invalid API key');
    if (row.revokedAt !== null) throw apiKeyRefused('This API key has been revoked');
    if (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now()) {
      throw apiKeyRefused('This API key has expired');
    }
    await this.limits.consumeApiKeyRequest(row.id);
    if (row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() >= LAST_USE_INTERVAL_MS) {
      await this.recordUse(row.id, ip);
    }
    return {
      kind: 'api-key',
      apiKeyId: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
    };
  }

  /**
   * Last use and address, written at most once a minute (as student sessions' last_seen_at):
   * the condition in SQL keeps parallel requests on several replicas to one write.
   */
  private async recordUse(id: number, ip: string): Promise<void> {
    await this.keys
      .createQueryBuilder()
      .update(ApiKeyEntity)
      .set({ lastUsedAt: () => 'now()', lastUsedIp: ip })
      .where('id = :id', { id })
      .andWhere("(last_used_at IS NULL OR last_used_at < now() - interval '1 minute')")
      .execute()
      .catch((error: unknown) => {
        throw accountsUnavailable(error);
      });
  }
}
