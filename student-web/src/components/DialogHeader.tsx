import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';

interface DialogHeaderProps {
  id: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/** A dialog's title with its close control in the corner. */
export function DialogHeader({ id, title, closeLabel, onClose }: DialogHeaderProps) {
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
}
