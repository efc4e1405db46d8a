import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource, IsNull, LessThan } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { AppConfig } from '../../config/app-config.js';
import { ApiRefusal } from './error-response.js';
import { runWithClaim, type IdempotencyClaim } from './idempotency-claim.js';
import { IdempotencyRecordEntity } from './idempotency-record.entity.js';
import { sha256 } from '../security/sha256.js';
import {
  conflict,
  unauthorized,
  validationFailed,
  validationFailedUnprocessable,
} from './http.errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const TTL_MS = 24 * 3600 * 1000;

function actorOf(principal: Principal | undefined): string {
  switch (principal?.kind) {
    case 'staff':
      return `staff:${principal.staffId}`;
    case 'api-key':
      return `api-key:${principal.apiKeyId}`;
    case 'student':
      return `student:${principal.userId}`;
    case undefined:
      throw unauthorized();
  }
}

/** The Idempotency-Key header's value, undefined without one; a malformed one is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw validationFailed('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return header;
}

/**
 * A request sent with an Idempotency-Key runs once: a repeat by the same caller on the same route
 * with the same key and body answers the first answer without acting again; with another body it
 * is refused (422); while the first still runs, 409. Only successful answers are kept (24 hours),
 * so a refused request may be sent again with its key. Without the header nothing changes.
 *
 * The first request holds the key for as long as a request may take (REQUEST_TIMEOUT_SECONDS).
 * When its process dies, a repeat after that lease runs the action again if nothing of it
 * committed (the commit marks the record in the same transaction, see IdempotencyCommitFence);
 * if it committed and only the answer was lost, the repeat is told so and nothing runs twice.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** Until when a claim made now holds its key, in the database's clock that judges it. */
  private readonly leaseEnd: () => string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
    config: AppConfig,
  ) {
    const seconds = config.requestTimeoutSeconds;
    this.leaseEnd = () => `now() + interval '${seconds} seconds'`;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const header = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (header === undefined) return next.handle();
    const id = {
      actor: actorOf(request.user),
      key: header,
      route: `${request.method} ${request.url.split('?')[0]}`,
    };
    const requestHash = sha256(JSON.stringify(request.body ?? null));
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return from(this.once(id, requestHash, status, () => lastValueFrom(next.handle())));
  }

  private async once(
    id: IdempotencyClaim['id'],
    requestHash: string,
    status: number,
    act: () => Promise<unknown>,
  ): Promise<unknown> {
    const records = this.dataSource.getRepository(IdempotencyRecordEntity);
    // Keys older than a day are forgotten: this caller's expired one first, then any others.
    await records.delete({ ...id, createdAt: LessThan(new Date(Date.now() - TTL_MS)) });
    const claim: IdempotencyClaim = { id, claimId: randomUUID() };
    const claimed = await records
      .createQueryBuilder()
      .insert()
      .values({
        ...id,
        requestHash,
        status: null,
        body: null,
        claimId: claim.claimId,
        claimedUntil: this.leaseEnd,
      })
      .orIgnore()
      .returning(['key'])
      .execute();
    if ((claimed.raw as unknown[]).length === 0 && !(await this.takeOver(claim, requestHash))) {
      return this.replay(await records.findOneByOrFail(id), requestHash);
    }
    let body: unknown;
    try {
      body = await runWithClaim(claim, act);
    } catch (error) {
      await records.delete({ ...id, claimId: claim.claimId });
      throw error;
    }
    await records.update(
      { ...id, claimId: claim.claimId },
      { status, body: body ?? null, claimedUntil: null },
    );
    return body;
  }

  /**
   * The key of an attempt whose lease ran out with nothing committed (its process died, or it
   * never finished), taken for this one. The row lock makes it wait for an attempt that is
   * committing at that moment, and then see its mark.
   */
  private async takeOver(claim: IdempotencyClaim, requestHash: string): Promise<boolean> {
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(IdempotencyRecordEntity)
      .set({
        claimId: claim.claimId,
        claimedUntil: this.leaseEnd,
        createdAt: () => 'now()',
      })
      .where({ ...claim.id, requestHash, status: IsNull(), committedAt: IsNull() })
      .andWhere('(claimed_until IS NULL OR claimed_until < now())')
      .execute();
    return taken.affected === 1;
  }

  private replay(record: IdempotencyRecordEntity, requestHash: string): unknown {
    if (record.requestHash !== requestHash) {
      throw validationFailedUnprocessable(
        'This Idempotency-Key was already used with a different request',
      );
    }
    if (record.status !== null) return record.body;
    if (record.committedAt !== null && !(record.claimedUntil && record.claimedUntil > new Date())) {
      throw conflict(
        'The request with this Idempotency-Key was carried out, but its answer was lost: read the record to see the result',
      );
    }
    throw conflict('A request with this Idempotency-Key is still being processed');
  }
}

/** A staff money action: a repeat with the same Idempotency-Key answers the first answer. */
export function Idempotent() {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      schema: { type: 'string', example: '3f6c1e9a-7b2d-4c8e-a1f0-5d9b2e7c4a61' },
      description:
        'A fresh value per user action (a UUID). A repeat with the same key and body answers the first answer without acting again, for 24 hours.',
    }),
    ApiRefusal(422, 'The Idempotency-Key was already used with a different request'),
  );
}
