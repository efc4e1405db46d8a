import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ERROR_CODES,
  FIELD_ERROR_CODES,
  type ApiError,
  type ErrorCode,
  type FieldError,
  type FieldErrorCode,
} from '@academy/contracts';

export class FieldErrorResponse implements FieldError {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiPropertyOptional({
    enum: Object.values(FIELD_ERROR_CODES),
    description: 'READ_ONLY: send the value as read; OWN_CALL: the message names the call',
  })
  code?: FieldErrorCode;
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
}

export class MessageResponse {
  @ApiProperty({ example: 'Done' })
  message: string;
}
