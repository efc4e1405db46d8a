import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { isMoneyValue } from '@academy/domain';

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

/**
 * A money amount by the shared rule: a finite JSON number with at most two decimals. Bounds are
 * separate rules (Min, Max, or the field's own), so each failure keeps its message.
 */
export function IsMoney(options: ValidationOptions & { message: string }) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isMoney',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: isMoneyValue },
    });
  };
}
