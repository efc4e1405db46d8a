import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { CountrySelect } from './CountrySelect';

async function openList() {
  await userEvent.click(screen.getByRole('combobox'));
  return within(screen.getByRole('listbox'));
}

describe(CountrySelect.name, () => {
  it('lists the preferred countries first, then the others by English name', async () => {
    renderWithProviders(<CountrySelect onChange={() => {}} />);
    const names = (await openList()).getAllByRole('option').map((option) => option.textContent);
    expect(names.slice(0, 5)).toEqual([
      'Russia +7',
      'Belarus +375',
      'Ukraine +380',
      'Kazakhstan +7',
      'Afghanistan +93',
    ]);
  });

  it('names and searches the countries in Russian when the app speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<CountrySelect onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Страна' })).toBeInTheDocument();
    const list = await openList();
    const names = list.getAllByRole('option').map((option) => option.textContent);
    expect(names.slice(0, 4)).toEqual([
      'Россия +7',
      'Беларусь +375',
      'Украина +380',
      'Казахстан +7',
    ]);
    // Sorted by the Russian names: Австралия comes before Австрия and Азербайджан.
    expect(names[4]).toBe('Австралия +61');

    await userEvent.type(screen.getByRole('combobox'), 'Герм');
    expect(screen.getByRole('option', { name: 'Германия +49' })).toBeInTheDocument();
  });
});
