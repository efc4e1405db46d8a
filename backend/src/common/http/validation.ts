import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ERROR_CODES, type FieldError } from '@academy/contracts';
import { ApiException } from './api-exception.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // class-validator lists a property's failed constraints last-declared first.
    const own = Object.values(error.constraints ?? {})
      .reverse()
      .slice(0, 1)
      .map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Rejects unknown fields (no mass assignment) and answers every field's problem. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        fieldErrors[0]?.message ?? 'The request is invalid',
        fieldErrors,
      );
    },
  });
}
