import { describe, expect, it } from 'vitest';
import { RULE_CODES, isRuleCode, ruleMessage, violation } from './rules.js';

describe(ruleMessage.name, () => {
  it('puts the numbers of a verdict into its English sentence', () => {
    expect(ruleMessage(violation('PASSWORD_TOO_SHORT', { min: 8 }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(ruleMessage(violation('PASSWORD_TOO_LONG', { max: 128 }))).toBe(
      'Password must be at most 128 characters long',
    );
  });

  it('reads a verdict without numbers as its sentence', () => {
    expect(ruleMessage(violation('EMAIL_INVALID'))).toBe('Please enter a valid email address');
  });
});

describe(isRuleCode.name, () => {
  it('knows exactly the rules’ codes', () => {
    for (const code of RULE_CODES) expect(isRuleCode(code)).toBe(true);
    expect(isRuleCode('toString')).toBe(false);
    expect(isRuleCode('VALIDATION_FAILED')).toBe(false);
  });
});
