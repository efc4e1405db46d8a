import { Button } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';

/** Opens the "I have paid" step once the student has sent the money by a manual method. */
export function PaidButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<TaskAltIcon />}
      onClick={onClick}
      sx={{ alignSelf: { sm: 'flex-start' } }}
    >
      {t('paid.open')}
    </Button>
  );
}
