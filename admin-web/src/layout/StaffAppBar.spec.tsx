import { screen } from '@testing-library/react';
import { useGetOne } from 'react-admin';
import { fakeDataProvider, renderInAdmin } from '../test/admin-harness';
import { StaffAppBar } from './StaffAppBar';

/** A page part whose record never arrives, so that the app bar shows that something loads. */
function StillLoading() {
  useGetOne('users', { id: 7 });
  return null;
}

describe(StaffAppBar.name, () => {
  it('names its loading spinner', async () => {
    const dataProvider = fakeDataProvider({ getOne: () => new Promise(() => undefined) });
    renderInAdmin(
      <>
        <StaffAppBar />
        <StillLoading />
      </>,
      { dataProvider },
    );
    expect(await screen.findByRole('progressbar')).toHaveAccessibleName('Loading');
  });
});
