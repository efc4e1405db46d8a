import { aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ProfileForm } from './ProfileForm';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe(ProfileForm.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the student's names and phone", () => {
    stubApi();
    renderWithProviders(<ProfileForm user={aUser({ contact: '+7 912 345 67 89' })} />);
    expect(field('First name')).toHaveValue('Anna');
    expect(field('Last name')).toHaveValue('Petrova');
    expect(field('Phone')).toHaveValue('+7 912 345 67 89');
  });

  it('saves the changes and shows the saved student everywhere', async () => {
    const saved = aUser({ username: 'Maria', contact: '+7 912 345 67 89' });
    const fetchMock = stubApi({ 'PATCH /user': () => json({ status: 200, data: saved }) });
    const user = aUser({ contact: '+7 912 345 67 89' });
    const { queryClient } = renderWithProviders(<ProfileForm user={user} />, { user });
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Maria');
    await save();
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /user')).toEqual([
      { username: 'Maria', lastname: 'Petrova', contact: '+79123456789' },
    ]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(saved);
  });

  it('checks the fields with the registration rules before sending them', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<ProfileForm user={aUser()} />);
    await userEvent.clear(field('First name'));
    await userEvent.clear(field('Last name'));
    await save();
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(callsTo(fetchMock, 'PATCH /user')).toHaveLength(0);
  });

  it("shows the server's word on a field it refused", async () => {
    stubApi({
      'PATCH /user': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            errors: [
              { field: 'lastname', message: 'Last name must be at most 100 characters long' },
            ],
          },
          400,
        ),
    });
    renderWithProviders(<ProfileForm user={aUser({ contact: '+7 912 345 67 89' })} />);
    await save();
    expect(await screen.findByText('Last name must be at most 100 characters long')).toBeVisible();
  });
});
