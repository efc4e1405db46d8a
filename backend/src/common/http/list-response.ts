import {
  applyDecorators,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { LIST_COUNT_CAP } from './list-page.js';
import { sendListPage, type ListPage } from './list-query.js';

/**
 * The 200 answer of a simple-rest list: an array of `type` as the body and the page's place in
 * the whole in Content-Range, `example` showing one such header (`users 0-99/1234`). A list paged
 * by keyset (`cursor`) also names where its next page starts.
 */
export function ApiListResponse(
  type: Type<unknown>,
  example: string,
  options: { cursor?: boolean } = {},
): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': {
          description:
            'The rows shown and the total; the total is the least number of matching rows when X-Total-Exact is false',
          schema: { type: 'string', example },
        },
        'X-Total-Exact': {
          description: `false when the count stopped at its cap (${LIST_COUNT_CAP.toLocaleString('en-US')} rows) and the total in Content-Range is a lower bound: more rows match`,
          schema: { type: 'string', enum: ['true', 'false'] },
        },
        ...(options.cursor
          ? {
              'X-Next-Cursor': {
                description:
                  'Send as cursor (with the same sort, filter and page size) for the next page; absent on the last page',
                schema: { type: 'string' },
              },
            }
          : {}),
      },
    }),
  );
}

/** Sends the ListPage a route answers as sendListPage does, under the resource's name. */
class ListPageSender implements NestInterceptor<ListPage<unknown>, unknown[]> {
  constructor(private readonly resource: string) {}

  intercept(
    context: ExecutionContext,
    next: CallHandler<ListPage<unknown>>,
  ): Observable<unknown[]> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(map((page) => sendListPage(reply, this.resource, page)));
  }
}

/**
 * A route whose handler answers a ListPage of `type`: the client gets its rows as the body and
 * its place in Content-Range named `resource`, documented with `range` as the example
 * (`0-24/3`). The handler needs no reply of its own.
 */
export function ListPageAnswer(
  type: Type<unknown>,
  resource: string,
  range: string,
  options: { cursor?: boolean } = {},
): MethodDecorator {
  return applyDecorators(
    ApiListResponse(type, `${resource} ${range}`, options),
    UseInterceptors(new ListPageSender(resource)),
  );
}
