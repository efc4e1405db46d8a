import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import {
  ERROR_CODES,
  FIELD_ERROR_CODES,
  type ApiError,
  type ErrorCode,
  type FieldError,
} from '@academy/contracts';
import { RULE_CODES } from '@academy/domain';

export class FieldErrorResponse implements FieldError {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiPropertyOptional({
    enum: [...Object.values(FIELD_ERROR_CODES), ...RULE_CODES],
    example: 'PASSWORD_TOO_SHORT',
    description:
      'READ_ONLY: send the value as read; OWN_CALL: the message names the call; any other code ' +
      'is the verdict of a shared validation rule, for clients to translate (with params)',
  })
  code?: FieldError['code'];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { min: 8 },
    description: "The numbers the rule's message names",
  })
  params?: Record<string, number>;
}

export class ErrorResponse implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiProperty({ enum: Object.values(ERROR_CODES), example: ERROR_CODES.VALIDATION_FAILED })
  code: ErrorCode;

  @ApiPropertyOptional({ type: [FieldErrorResponse] })
  errors?: FieldError[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { balance: 12.5 },
    description:
      "The numbers the code's text names: BALANCE_BELOW_ZERO's balance, BALANCE_TOO_LARGE's max",
  })
  params?: Record<string, number>;
}

export class MessageResponse {
  @ApiProperty({ example: 'Done' })
  message: string;
}

/** The statuses a route documents as refusals: each answers the error shape above. */
export type RefusalStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 501 | 502 | 503 | 504 | 507;

/**
 * Documents that a route refuses with `status`, answering ErrorResponse, and when it does. Two
 * refusals of one status on one route merge their descriptions, so each status is said once.
 */
export function ApiRefusal(
  status: RefusalStatus,
  description?: string,
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, type: ErrorResponse, description });
}
