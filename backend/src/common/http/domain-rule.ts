import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

type Rule = (value: string) => string | null;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Applies one of the shared rules from @academy/domain, so that the API answers the very message
 * the student app shows under the field.
 */
export function SatisfiesRule(rule: Rule, options?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: rule.name,
      target: target.constructor,
      propertyName,
      options: {
        ...options,
        message: (args: ValidationArguments) => rule(asText(args.value)) ?? '',
      },
      validator: { validate: (value: unknown) => rule(asText(value)) === null },
    });
  };
}
