import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Create, Datagrid, Edit, List, SimpleForm, TextField, TextInput } from 'react-admin';
import type { ApiError } from '@academy/contracts';
import type { Locale } from '@academy/domain';
import { renderInAdmin } from '../test/admin-harness';
import { createDataProvider } from './data-provider';
import { createI18nProvider } from './i18n-provider';

const SLOW = { timeout: 5000 };

const refusal: ApiError = {
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
    { field: 'username', code: 'SOMETHING_NEW', message: 'A reason this back office cannot word' },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API refuses the first save and takes the second. */
function apiRefusingOnce() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(json(400, refusal))
    .mockImplementation(() =>
      Promise.resolve(json(200, { id: 5, username: 'support.maria', password: 'long enough' })),
    );
}

function renderCreate(locale: Locale) {
  const i18n = createI18nProvider(locale);
  renderInAdmin(
    <Create resource="staff" redirect={false}>
      <SimpleForm>
        <TextInput source="username" label="Username" />
        <TextInput source="password" label="Password" />
      </SimpleForm>
    </Create>,
    { dataProvider: createDataProvider(i18n), resource: 'staff', locale },
  );
}

const inputGroup = (label: string) =>
  screen.getByLabelText(label).closest<HTMLElement>('.MuiFormControl-root')!;

afterEach(() => vi.restoreAllMocks());

describe('a form the API refuses', () => {
  it.each([
    ['en', 'Save', 'Password', 'Password must be at least 8 characters long'],
    ['ru', 'Сохранить', 'Password', 'Пароль должен быть не короче 8 символов'],
  ] as const)(
    'shows each refused field on its input in %s, and saves again once it is edited',
    async (locale, save, passwordLabel, tooShort) => {
      const fetch = apiRefusingOnce();
      renderCreate(locale);
      const password = await screen.findByLabelText(passwordLabel, {}, SLOW);
      fireEvent.change(password, { target: { value: 'short' } });
      fireEvent.click(screen.getByRole('button', { name: save }));

      await within(inputGroup(passwordLabel)).findByText(tooShort, {}, SLOW);
      // A code the back office has no text for: the server's sentence, on its own input.
      expect(
        within(inputGroup('Username')).getByText('A reason this back office cannot word'),
      ).toBeInTheDocument();
      // The form's own notice says the first reason too, never react-admin's generic one.
      expect(await screen.findByRole('alert')).toHaveTextContent(tooShort);

      fireEvent.change(password, { target: { value: 'long enough' } });
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'support.maria' } });
      await waitFor(() =>
        expect(within(inputGroup(passwordLabel)).queryByText(tooShort)).toBeNull(),
      );
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      const [, init] = fetch.mock.calls[1];
      expect(JSON.parse(init?.body as string)).toEqual({
        username: 'support.maria',
        password: 'long enough',
      });
    },
  );

  it('shows the refused field of an edited record too', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? json(400, refusal)
          : json(200, { id: 5, username: 'support.maria', password: '' }),
      ),
    );
    renderInAdmin(
      <Edit resource="staff" id={5} mutationMode="pessimistic" redirect={false}>
        <SimpleForm>
          <TextInput source="username" label="Username" />
          <TextInput source="password" label="Password" />
        </SimpleForm>
      </Edit>,
      {
        dataProvider: createDataProvider(createI18nProvider('ru')),
        resource: 'staff',
        locale: 'ru',
      },
    );
    fireEvent.change(await screen.findByLabelText('Password', {}, SLOW), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(inputGroup('Password')).findByText(
        'Пароль должен быть не короче 8 символов',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});

describe('a list or record the API will not load', () => {
  it.each([
    ['en', 'The service is unavailable at the moment, please try again shortly'],
    ['ru', 'Сервис временно недоступен, повторите попытку чуть позже'],
  ] as const)('says why in react-admin’s notice, in %s', async (locale, unavailable) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(503, {
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Database connection pool exhausted',
      }),
    );
    renderInAdmin(
      <List resource="staff">
        <Datagrid>
          <TextField source="username" />
        </Datagrid>
      </List>,
      { dataProvider: createDataProvider(createI18nProvider(locale)), resource: 'staff', locale },
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(unavailable);
    expect(screen.queryByText('Database connection pool exhausted')).toBeNull();
  });

  it('words a failed connection instead of the browser’s English', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const i18n = createI18nProvider('ru');
    await expect(createDataProvider(i18n).exportUsers({})).rejects.toThrow(
      i18n.translate('ra.notification.http_error'),
    );
  });
});
