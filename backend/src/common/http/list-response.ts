import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { LIST_COUNT_CAP } from './list-page.js';

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
