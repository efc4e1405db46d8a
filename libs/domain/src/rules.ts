/**
 * A shared validation rule's verdict: a code (with its numbers) that each app translates, rather
 * than an English sentence. `ruleMessage` gives the English, which the API answers as its message.
 */
export const RULE_MESSAGES = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  PHONE_REQUIRED: 'Phone number is required',
  PHONE_INVALID: 'Please enter a valid phone number',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least {{min}} characters long',
  PASSWORD_NEEDS_UPPERCASE: 'Password must contain at least one uppercase letter',
  PASSWORD_NEEDS_LOWERCASE: 'Password must contain at least one lowercase letter',
  PASSWORD_NEEDS_NUMBER: 'Password must contain at least one number',
  PASSWORD_NEEDS_SPECIAL: 'Password must contain at least one special character',
  PASSWORD_TOO_LONG: 'Password must be at most {{max}} characters long',
  PASSWORD_CONFIRMATION_REQUIRED: 'Please confirm your password',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  COURSE_NAME_REQUIRED: 'Course name must not be blank',
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;

export const RULE_CODES = Object.keys(RULE_MESSAGES) as RuleCode[];

export interface RuleViolation {
  code: RuleCode;
  /** The numbers the message names, by the `{{name}}` placeholders of its text. */
  params?: Record<string, number>;
}

/** null when the value satisfies the rule. */
export type Rule = RuleViolation | null;

export function violation(code: RuleCode, params?: Record<string, number>): RuleViolation {
  return params ? { code, params } : { code };
}

export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && Object.hasOwn(RULE_MESSAGES, value);
}

/** The English sentence of a verdict, with its numbers in place. */
export function ruleMessage({ code, params = {} }: RuleViolation): string {
  return RULE_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
