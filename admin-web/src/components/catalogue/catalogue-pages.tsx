import type { ReactNode } from 'react';
import {
  BooleanField,
  ChipField,
  CreateButton,
  List,
  NumberField,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import type { ServerErrorTexts } from '../server-error';
import { CreateWithRefusals, EditWithRefusals } from '../WithRefusals';
import { SortableList } from './SortableList';

const CATALOGUE_SAVE_REFUSALS: ServerErrorTexts = { fallback: 'academy.catalogue.errors.save' };

interface Positioned extends RaRecord {
  position: number;
}

/** A catalogue list in position order, reordered by dragging; staff who may not edit only read. */
export function CatalogueList<T extends Positioned>({
  title,
  row,
}: {
  title: string;
  row: (record: T) => ReactNode;
}) {
  return (
    <List
      title={title}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={100}
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <SortableList<T> row={row} />
    </List>
  );
}

/** Saved before leaving the page, so a refused upload (its code worded) shows on the open form. */
export function CatalogueCreate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CreateWithRefusals title={title} redirect="list" refusals={CATALOGUE_SAVE_REFUSALS}>
      {children}
    </CreateWithRefusals>
  );
}

export function CatalogueEdit({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EditWithRefusals title={title} redirect="list" refusals={CATALOGUE_SAVE_REFUSALS}>
      {children}
    </EditWithRefusals>
  );
}

/** What support staff see of a book or lesson: everything, nothing to change. */
export function CatalogueItemShow({ title, lesson = false }: { title: string; lesson?: boolean }) {
  return (
    <Show title={title}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="titleRu" />
        <TextField source="description" />
        <TextField source="descriptionRu" />
        {lesson && <NumberField source="durationSeconds" />}
        <ReferenceArrayField source="tiers" reference="tiers">
          <SingleFieldList linkType={false}>
            <ChipField source="name" />
          </SingleFieldList>
        </ReferenceArrayField>
        <NumberField source="minBalance" />
        <BooleanField source="free" />
        <BooleanField source="published" />
      </SimpleShowLayout>
    </Show>
  );
}
