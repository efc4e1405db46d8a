import { Alert, Card, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { BOOKS } from '@academy/contracts';
import { useTranslation } from 'react-i18next';

/**
 * /education/books: the library's catalogue, read-only. Opening a book needs the signed links
 * of the protected-content work, so this screen says so rather than offering dead buttons.
 */
export function BooksPage() {
  const { t } = useTranslation('education');
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('books.comingSoon')}</Alert>
      <Card>
        <List>
          {BOOKS.map((book, index) => (
            <ListItem key={book.id} divider={index < BOOKS.length - 1} alignItems="flex-start">
              <ListItemIcon sx={{ mt: 0.5, color: 'primary.main' }}>
                <MenuBookIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={book.title}
                secondary={book.description}
                slotProps={{ primary: { component: 'h2', sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
