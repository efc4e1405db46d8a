import type { ComponentType, ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useResourceContext,
  type ListProps,
} from 'react-admin';
import { ErrorBanner, ErrorBannerProvider } from './ErrorBanner';
import { ResponsiveList } from './ResponsiveList';

interface ResourceListProps extends Pick<ListProps, 'title' | 'sort' | 'filters' | 'actions'> {
  /** Phones and portrait tablets: one stacked entry per row. */
  stacked: ReactNode;
  /** The desktop table's columns (as its own children, so the table counts them). */
  children: ReactNode;
  /** The last column: what staff may do with the row, labelled `resources.<resource>.fields.actions`. */
  rowActions?: ComponentType;
  /** A row opens its record's page, unless the row carries its own buttons. */
  rowClick?: 'show' | false;
  /** The toolbar holds only the Create button (when no `actions` are given). */
  creatable?: boolean;
  /** The row actions say why the API refused them in a banner above the list. */
  withErrorBanner?: boolean;
  /** A list with no rows yet still shows its toolbar and `note` (react-admin's `empty`). */
  empty?: false;
  /** Shown above the rows. */
  note?: ReactNode;
}

/**
 * A resource's list page as react-admin's demo builds one: 25 rows a page, a table on a desktop
 * and stacked entries on a phone, and the toolbar its resource needs.
 */
export function ResourceList({
  stacked,
  children,
  rowActions,
  rowClick = false,
  creatable = false,
  withErrorBanner = false,
  note,
  actions,
  ...listProps
}: ResourceListProps) {
  const resource = useResourceContext();
  const toolbar = creatable ? (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  ) : undefined;
  const list = (
    <List perPage={25} actions={actions ?? toolbar} {...listProps}>
      {note}
      <ResponsiveList
        narrow={stacked}
        wide={
          <DataTable rowClick={rowClick} bulkActionButtons={false}>
            {children}
            {rowActions && (
              <DataTable.Col
                label={`resources.${resource}.fields.actions`}
                disableSort
                field={rowActions}
              />
            )}
          </DataTable>
        }
      />
    </List>
  );
  if (!withErrorBanner) return list;
  return (
    <ErrorBannerProvider>
      <ErrorBanner />
      {list}
    </ErrorBannerProvider>
  );
}
