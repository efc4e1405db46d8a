import { Box, Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { Book } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One book of the library: cover, title, description, and Read or a locked Unavailable. */
export function BookCard({
  book,
  locked,
  opening,
  onRead,
}: {
  book: Pick<Book, 'id' | 'title' | 'description' | 'image'>;
  locked: boolean;
  opening: boolean;
  onRead: (bookId: number) => void;
}) {
  const { t } = useTranslation('education');
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex' }}>
      <CardMedia
        component="img"
        image={book.image}
        alt={t('books.cover', { title: book.title })}
        loading="lazy"
        sx={{
          width: { xs: 96, sm: 128 },
          aspectRatio: '3 / 4',
          flexShrink: 0,
          alignSelf: 'flex-start',
          objectFit: 'cover',
          bgcolor: 'grey.100',
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {book.title}
          </Typography>
          <Typography color="text.secondary">{book.description}</Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          {locked ? (
            <Button variant="outlined" disabled startIcon={<LockIcon />} aria-describedby={titleId}>
              {t('books.unavailable')}
            </Button>
          ) : (
            // The card's title tells which book the shared button text opens.
            <Button
              variant="contained"
              startIcon={<MenuBookIcon />}
              loading={opening}
              onClick={() => onRead(book.id)}
              aria-describedby={titleId}
            >
              {t('books.read')}
            </Button>
          )}
        </CardActions>
      </Box>
    </Card>
  );
}
