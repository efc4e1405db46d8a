import { useDataProvider } from 'react-admin';
import { ExportButton } from '../../../components/ExportButton';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useUserFilter } from '../use-user-filter';

/** Every user matching the current search, as CSV. */
export function ExportCsvButton() {
  const filter = useUserFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <ExportButton
      label="academy.users.actions.export"
      failure="academy.users.errors.export"
      requestLink={() => dataProvider.exportUsers(filter)}
    />
  );
}
