import { IconButton } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from '../../../components/OutlinedField';

type PasswordFieldProps = Omit<OutlinedFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          aria-label={visible ? t('passwordToggle.hide') : t('passwordToggle.show')}
          onClick={() => setVisible((shown) => !shown)}
          edge="end"
        >
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
}
