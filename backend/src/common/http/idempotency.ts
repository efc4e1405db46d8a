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
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource, LessThan } from 'typeorm';
import { ERROR_CODES } from '@academy/contracts';
import type { Principal } from '../auth/principal.js';
import { ApiException } from './api-exception.js';
import { ErrorResponse } from './error-response.js';
import { IdempotencyRecordEntity } from './idempotency-record.entity.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const TTL_MS = 24 * 3600 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function actorOf(principal: Principal | undefined): string {
  switch (principal?.kind) {
    case 'staff':
      return `staff:${principal.staffId}`;
    case 'api-key':
      return `api-key:${principal.apiKeyId}`;
    case 'student':
      return `student:${principal.userId}`;
    case undefined:
      throw new ApiException(401, ERROR_CODES.UNAUTHORIZED, 'Authentication required');
  }
}

/** The Idempotency-Key header's value, undefined without one; a malformed one is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiException(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'Idempotency-Key must be 1 to 200 visible ASCII characters',
    );
  }
  return header;
}

/**
 * A request sent with an Idempotency-Key runs once: a repeat by the same caller on the same route
 * with the same key and body answers the first answer without acting again; with another body it
 * is refused (422); while the first still runs, 409. Only successful answers are kept (24 hours),
 * so a refused request may be sent again with its key. Without the header nothing changes.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
  ) {}

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
    id: Pick<IdempotencyRecordEntity, 'actor' | 'key' | 'route'>,
    requestHash: string,
    status: number,
    act: () => Promise<unknown>,
  ): Promise<unknown> {
    const records = this.dataSource.getRepository(IdempotencyRecordEntity);
    // Keys older than a day are forgotten: this caller's expired one first, then any others.
    await records.delete({ ...id, createdAt: LessThan(new Date(Date.now() - TTL_MS)) });
    const claimed = await records
      .createQueryBuilder()
      .insert()
      .values({ ...id, requestHash, status: null, body: null })
      .orIgnore()
      .returning(['key'])
      .execute();
    if ((claimed.raw as unknown[]).length === 0) {
      return this.replay(await records.findOneByOrFail(id), requestHash);
    }
    let body: unknown;
    try {
      body = await act();
    } catch (error) {
      await records.delete(id);
      throw error;
    }
    await records.update(id, { status, body: body ?? null });
    return body;
  }

  private replay(record: IdempotencyRecordEntity, requestHash: string): unknown {
    if (record.requestHash !== requestHash) {
      throw new ApiException(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        'This Idempotency-Key was already used with a different request',
      );
    }
    if (record.status === null) {
      throw new ApiException(
        409,
        ERROR_CODES.CONFLICT,
        'A request with this Idempotency-Key is still being processed',
      );
    }
    return record.body;
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
    ApiUnprocessableEntityResponse({
      type: ErrorResponse,
      description: 'The Idempotency-Key was already used with a different request',
    }),
  );
}
