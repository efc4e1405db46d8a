import { RULE_CODES } from '@academy/domain';
import i18n from '../i18n';
import { ApiResponseError } from './api-client';
import { answerText, problemText } from './problem-text';

describe('problemText', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('speaks a rule verdict in the page language, with its numbers', async () => {
    const verdict = { code: 'PASSWORD_TOO_SHORT', params: { min: 8 } };
    expect(problemText(i18n.getFixedT('en', 'common'), verdict)).toBe(
      'Password must be at least 8 characters long',
    );
    await i18n.changeLanguage('ru');
    expect(problemText(i18n.getFixedT('ru', 'common'), verdict)).toBe(
      'Пароль должен быть не короче 8 символов',
    );
  });

  it('has a Russian text for every rule, none of them English', () => {
    const ru = i18n.getFixedT('ru', 'common');
    const en = i18n.getFixedT('en', 'common');
    for (const code of RULE_CODES) {
      const params = { min: 8, max: 128 };
      expect(problemText(ru, { code, params })).not.toBe(problemText(en, { code, params }));
    }
  });

  it("translates the API's fixed error codes and keeps its sentence for any other", () => {
    const ru = i18n.getFixedT('ru', 'common');
    expect(
      problemText(ru, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    ).toBe('Неверная эл. почта или пароль');
    expect(problemText(ru, { code: 'CONFLICT', message: 'Something particular' })).toBe(
      'Something particular',
    );
    expect(problemText(ru, { code: 'toString', message: 'Inherited names are not codes' })).toBe(
      'Inherited names are not codes',
    );
  });
});

describe('answerText', () => {
  it("reads a 400 by its first field's verdict", () => {
    const error = new ApiResponseError(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      errors: [
        { field: 'email', message: 'Please enter a valid email address', code: 'EMAIL_INVALID' },
      ],
    });
    expect(answerText(i18n.getFixedT('ru', 'common'), error)).toBe(
      'Введите корректный адрес эл. почты',
    );
  });

  it('says nothing for an answer without a message or a known code', () => {
    expect(answerText(i18n.getFixedT('ru', 'common'), new ApiResponseError(502, null))).toBeNull();
  });
});
