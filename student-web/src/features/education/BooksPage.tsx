import { Alert, Grid, Stack } from '@mui/material';
import { BOOKS } from '@academy/contracts';
import { canReadBooks } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { BookCard } from './components/BookCard';
import { useOpenBook } from './use-open-book';

/** /education/books: the seven books; a Silver, Gold or Platinum course opens them. */
export function BooksPage() {
  const { t } = useTranslation('education');
  const { user } = useSession();
  const { open, openingId, failure } = useOpenBook();
  const locked = !canReadBooks(user?.course);
  return (
    <Stack spacing={2}>
      {failure && <Alert severity="error">{t(`books.failure.${failure}`)}</Alert>}
      <Grid container spacing={3}>
        {BOOKS.map((book) => (
          <Grid key={book.id} size={{ xs: 12, lg: 6 }}>
            <BookCard book={book} locked={locked} opening={openingId === book.id} onRead={open} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
