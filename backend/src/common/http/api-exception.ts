import { HttpException } from '@nestjs/common';
import type { ErrorCode, FieldError } from '@academy/contracts';

/** An error the API answers on purpose: a status, a stable code and a message for people. */
export class ApiException extends HttpException {
  /** The numbers the code's text names, answered beside the message. */
  readonly params?: Record<string, number>;

  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message, status);
  }
}
