import { DateInput, NumberInput, SearchInput, SelectInput } from 'react-admin';
import { COURSE_PRESETS, CUSTOM_COURSE_FILTER, USER_ACTIVITY_FILTERS } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/**
 * The users list's search box and filters, as react-admin keeps them in the address (a shared
 * link opens the same view). Their names are the API's filter keys.
 */
export function useUserFilters() {
  const translate = useTypedTranslate();
  const courseChoices = [
    ...COURSE_PRESETS.map((course) => ({
      id: course,
      name: translate(`academy.users.course.${course}`),
    })),
    { id: CUSTOM_COURSE_FILTER, name: translate('academy.users.filters.customCourse') },
  ];
  const trialChoices = [
    { id: 'true', name: translate('academy.users.filters.trialActive') },
    { id: 'false', name: translate('academy.users.filters.trialInactive') },
  ];
  const activityChoices = USER_ACTIVITY_FILTERS.map((activity) => ({
    id: activity,
    name: translate(`academy.users.filters.activity.${activity}`),
  }));
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('academy.users.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('academy.users.search') } }}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />,
    <SelectInput key="course" source="course" choices={courseChoices} />,
    <NumberInput key="balanceMin" source="balanceMin" min={0} step={0.01} />,
    <NumberInput key="balanceMax" source="balanceMax" min={0} step={0.01} />,
    <SelectInput
      key="overdraft"
      source="overdraft"
      label="resources.users.fields.overdraft"
      choices={trialChoices}
    />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
    <SelectInput key="activity" source="activity" choices={activityChoices} />,
  ];
}
