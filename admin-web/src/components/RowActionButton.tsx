import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface RowActionButtonProps {
  /** Translation key of the action's name: the tooltip and the accessible name. */
  label: MessageKey;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: 'default' | 'primary' | 'error';
}

/** A compact icon button for a table row; its name shows as a tooltip and is read out. */
export function RowActionButton({ label, icon, onClick, disabled, color }: RowActionButtonProps) {
  const translate = useTypedTranslate();
  const name = translate(label);
  return (
    <Tooltip title={name}>
      {/* A disabled button fires no events, so the tooltip needs a wrapper to listen to. */}
      <span>
        <IconButton
          size="small"
          aria-label={name}
          onClick={onClick}
          disabled={disabled}
          color={color}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
