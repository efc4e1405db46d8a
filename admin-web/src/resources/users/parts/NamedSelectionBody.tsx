import { useMemo } from 'react';
import {
  DataTableBody,
  DataTableRow,
  I18nContext,
  useI18nProvider,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type I18nProvider,
} from 'react-admin';
import type { User } from '@academy/contracts';

/** react-admin's name for every row's checkbox: "Select this row", the same on all 100 rows. */
const ROW_CHECKBOX_NAME = 'ra.action.select_row';

/**
 * A row whose checkbox is named after its user ("Select Pavel Orlov"): react-admin asks for its
 * one fixed text, so this row's translations answer that key with the user's name.
 */
function NamedSelectionRow(props: DataTableRowProps) {
  const i18nProvider = useI18nProvider();
  const user = useRecordContext<User>();
  const named = useMemo<I18nProvider>(() => {
    const name = user ? `${user.username} ${user.lastname}`.trim() || `#${user.id}` : null;
    return {
      ...i18nProvider,
      translate: (key, options) =>
        key === ROW_CHECKBOX_NAME && name !== null
          ? i18nProvider.translate('academy.users.bulk.selectUser', { name })
          : i18nProvider.translate(key, options),
    };
  }, [i18nProvider, user]);
  return (
    <I18nContext.Provider value={named}>
      <DataTableRow {...props} />
    </I18nContext.Provider>
  );
}

/** The users table's body, each row's checkbox named after its user. */
export function NamedSelectionBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={NamedSelectionRow} />;
}
