import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { isMoneyValue, ruleMessage, type Rule } from '@academy/domain';

type SharedRule = (value: string) => Rule;

/** Kept in the constraint's context, so the validation pipe can answer the verdict's code. */
export interface RuleContext {
  rule: (value: unknown) => Rule;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Applies one of the shared rules from @academy/domain, so that the API answers the very verdict
 * the apps show under the field: its English message, and its code and numbers to translate.
 */
export function SatisfiesRule(rule: SharedRule, options?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: rule.name,
      target: target.constructor,
      propertyName,
      options: {
        ...options,
        context: { rule: (value: unknown) => rule(asText(value)) } satisfies RuleContext,
        message: (args: ValidationArguments) => {
          const verdict = rule(asText(args.value));
          return verdict ? ruleMessage(verdict) : '';
        },
      },
      validator: { validate: (value: unknown) => rule(asText(value)) === null },
    });
  };
}

const isMissing = (value: unknown) => value === undefined || value === null;

/**
 * The options of a field's IsString: a missing field is an empty one and gets the shared rule's
 * "required" verdict; any other value that is not text is only "Must be text".
 */
export function textOrRequired(rule: SharedRule): ValidationOptions {
  return {
    context: {
      rule: (value: unknown) => (isMissing(value) ? rule('') : null),
    } satisfies RuleContext,
    message: (args: ValidationArguments) => {
      const verdict = isMissing(args.value) ? rule('') : null;
      return verdict ? ruleMessage(verdict) : 'Must be text';
    },
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
