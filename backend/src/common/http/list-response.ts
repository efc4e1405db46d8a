import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';

/**
 * The 200 answer of a simple-rest list: an array of `type` as the body and the page's place in
 * the whole in Content-Range, `example` showing one such header (`users 0-99/1234`).
 */
export function ApiListResponse(type: Type<unknown>, example: string): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': {
          description: 'The rows shown and the total',
          schema: { type: 'string', example },
        },
      },
    }),
  );
}
