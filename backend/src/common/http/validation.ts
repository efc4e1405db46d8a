import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@academy/contracts';
import type { RuleContext } from './domain-rule.js';
import { validationFailed } from './http.errors.js';

/** The code and numbers of a shared rule's verdict, for the apps to translate. */
function verdictOf(error: ValidationError, constraint: string): Partial<FieldError> {
  const context = error.contexts?.[constraint] as Partial<RuleContext> | undefined;
  const verdict = context?.rule?.(error.value);
  if (!verdict) return {};
  return verdict.params ? { code: verdict.code, params: verdict.params } : { code: verdict.code };
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return [{ field, message: `Unknown field: ${field}` }];
    // class-validator lists a property's failed constraints last-declared first; the first
    // declared (the type check, then the spec's rules in order) is the one to tell.
    const own = Object.entries(constraints)
      .reverse()
      .slice(0, 1)
      .map(([constraint, message]) => ({ field, message, ...verdictOf(error, constraint) }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const isUnknownField = (error: FieldError) => error.message.startsWith('Unknown field');

/** Enough to see what was sent wrongly; a body of a thousand stray keys is not echoed back. */
export const UNKNOWN_FIELDS_NAMED = 20;

/**
 * Path parameters reach their own pipe as the text that was sent: converted first, '1e3' or
 * '0x10' would pass IdPipe as 1000 and 16.
 */
class ApiValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** Rejects unknown fields (no mass assignment) and answers every field's problem. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      // The declared fields first, in the form's order; unknown fields after them.
      const all = flatten(errors);
      const fieldErrors = [
        ...all.filter((e) => !isUnknownField(e)),
        ...all.filter(isUnknownField).slice(0, UNKNOWN_FIELDS_NAMED),
      ];
      return validationFailed(fieldErrors[0]?.message ?? 'The request is invalid', fieldErrors);
    },
  });
}
