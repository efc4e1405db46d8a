import { Stack, Typography } from '@mui/material';
import type { BookRecord } from '@academy/contracts';
import { CatalogueItemForm } from '../../components/catalogue/CatalogueItemForm';
import {
  CatalogueCreate,
  CatalogueEdit,
  CatalogueItemShow,
  CatalogueList,
} from '../../components/catalogue/catalogue-pages';
import { PublishedChip } from '../../components/catalogue/PublishedChip';

function BookRow(book: BookRecord) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', flex: 1 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{book.title}</Typography>
      <PublishedChip published={book.published} />
    </Stack>
  );
}

/** The library in the order students see it. */
export function BookList() {
  return <CatalogueList<BookRecord> title="academy.catalogue.books.title" row={BookRow} />;
}

export function BookCreate() {
  return (
    <CatalogueCreate title="academy.catalogue.books.create">
      <CatalogueItemForm kind="book" />
    </CatalogueCreate>
  );
}

export function BookEdit() {
  return (
    <CatalogueEdit title="academy.catalogue.books.edit">
      <CatalogueItemForm kind="book" />
    </CatalogueEdit>
  );
}

export function BookShow() {
  return <CatalogueItemShow title="academy.catalogue.books.show" />;
}
