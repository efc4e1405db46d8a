import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { HttpError } from 'react-admin';
import { ERROR_CODES, FIELD_ERROR_CODES, type ApiError } from '@academy/contracts';
import { RULE_CODES, type Locale } from '@academy/domain';
import { createI18nProvider } from '../providers/i18n-provider';
import { renderInAdmin } from '../test/admin-harness';
import { serverErrorText, useNotifyServerError, type ServerErrorTexts } from './server-error';

const answer = (body: ApiError) => new HttpError(body.message, body.statusCode, body);

const texts: ServerErrorTexts = { fallback: 'academy.payments.errors.action' };
const FALLBACK = { en: 'The payment could not be changed', ru: 'Не удалось изменить платёж' };

function textIn(locale: Locale, error: unknown, place: ServerErrorTexts = texts): string {
  return serverErrorText(createI18nProvider(locale).translate, locale, error, place);
}

const tooShort = answer({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Validation failed',
  errors: [
    {
      field: 'password',
      code: 'PASSWORD_TOO_SHORT',
      params: { min: 8 },
      message: 'Password must be at least 8 characters long',
    },
    { field: 'email', code: 'EMAIL_INVALID', message: 'Please enter a valid email address' },
  ],
});

const lastAdmin = answer({
  statusCode: 409,
  code: 'CONFLICT',
  message: 'This is the last active admin: make another admin first',
});

const unknownCode = answer({
  statusCode: 422,
  code: 'SOMETHING_NEW',
  message: 'A refusal this back office has no text for yet',
});

describe(serverErrorText.name, () => {
  it("gives the first refused field's rule with its numbers, in English and in Russian", () => {
    expect(textIn('en', tooShort)).toBe('Password must be at least 8 characters long');
    expect(textIn('ru', tooShort)).toBe('Пароль должен быть не короче 8 символов');
  });

  it("translates an answer's code instead of showing the server's sentence", () => {
    const taken = answer({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'A user with this email already exists',
    });
    expect(textIn('en', taken)).toBe('A user with this email already exists');
  });

  it("keeps a general code's exact English sentence in English, and says it in Russian", () => {
    const place: ServerErrorTexts = {
      fallback: 'academy.staff.errors.save',
      byCode: { CONFLICT: 'academy.staff.errors.lastAdmin' },
    };
    expect(textIn('en', lastAdmin, place)).toBe(
      'This is the last active admin: make another admin first',
    );
    expect(textIn('ru', lastAdmin, place)).toBe(
      'Это последний активный администратор: сначала назначьте другого',
    );
    // A place with no words of its own for the code: the code's text.
    expect(textIn('ru', lastAdmin)).toBe('Данные уже изменились: обновите страницу и проверьте их');
  });

  it("keeps the server's sentence for a code it does not know, in either language", () => {
    expect(textIn('en', unknownCode)).toBe('A refusal this back office has no text for yet');
    expect(textIn('ru', unknownCode)).toBe('A refusal this back office has no text for yet');
  });

  it("falls back to the place's text when the call got no answer to read", () => {
    const offline = new TypeError('Failed to fetch');
    const proxyPage = new HttpError('Bad Gateway', 502, '<html>…</html>');
    expect(textIn('en', offline)).toBe(FALLBACK.en);
    expect(textIn('ru', offline)).toBe(FALLBACK.ru);
    expect(textIn('en', proxyPage)).toBe(FALLBACK.en);
    expect(textIn('ru', proxyPage)).toBe(FALLBACK.ru);
  });

  /**
   * What a Russian text quotes as it is spelled everywhere: the file formats an upload takes and
   * the command that prepares a video for streaming, which staff copy as written.
   */
  const NOTATION = [
    'ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4',
    'H.264/AAC',
    'MP4',
    'PDF',
    'JPEG',
    'PNG',
    'WebP',
  ];

  it('has a Russian text for every code the API documents and every rule', () => {
    const refusals = [...Object.values(ERROR_CODES), ...Object.values(FIELD_ERROR_CODES)].map(
      // Every number any code's text names, as the API sends them beside the code.
      (code) =>
        answer({ statusCode: 400, code, message: 'server', params: { balance: 12.5, max: 1e6 } }),
    );
    const verdicts = RULE_CODES.map((code) =>
      answer({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'server',
        errors: [{ field: 'password', code, params: { min: 8, max: 128 }, message: 'server' }],
      }),
    );
    for (const refusal of [...refusals, ...verdicts]) {
      const said = NOTATION.reduce(
        (text, name) => text.split(name).join(' '),
        textIn('ru', refusal),
      );
      expect(said).not.toMatch(/academy\.|%\{|[A-Za-z]{3}/);
    }
  });
});

function FailingAction({ error }: { error: unknown }) {
  const notifyServerError = useNotifyServerError();
  return <Button onClick={() => notifyServerError(error, texts)}>go</Button>;
}

describe(useNotifyServerError.name, () => {
  it("shows the refusal as react-admin's notice in the staff member's language", async () => {
    renderInAdmin(<FailingAction error={tooShort} />, { locale: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Пароль должен быть не короче 8 символов')).toBeInTheDocument();
  });

  it("shows an unknown code's sentence as the server wrote it", async () => {
    renderInAdmin(<FailingAction error={unknownCode} />, { locale: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(
      await screen.findByText('A refusal this back office has no text for yet'),
    ).toBeInTheDocument();
  });
});
