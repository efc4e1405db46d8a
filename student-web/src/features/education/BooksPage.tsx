import { Alert, CircularProgress, Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBooksQuery } from './api/get-books';
import { BookCard } from './components/BookCard';
import { useOpenBook } from './use-open-book';

/** /education/books: the catalogue's books; each opens to the courses or balance its rule names. */
export function BooksPage() {
  const { t } = useTranslation('education');
  const books = useBooksQuery();
  const { open, openingId, failure } = useOpenBook();
  // Locks are read afresh on each visit: a course bought since may have opened the library.
  if (!books.isFetchedAfterMount) {
    return <CircularProgress aria-label={t('books.loading')} sx={{ alignSelf: 'center' }} />;
  }
  if (books.isError) return <Alert severity="error">{t('books.loadFailed')}</Alert>;
  return (
    <Stack spacing={2}>
      {failure && <Alert severity="error">{t(`books.failure.${failure}`)}</Alert>}
      <Grid container spacing={3}>
        {books.data?.map((book) => (
          <Grid key={book.id} size={{ xs: 12, lg: 6 }}>
            <BookCard
              book={book}
              locked={book.isLocked}
              opening={openingId === book.id}
              onRead={open}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
