import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useId, useState, type ReactNode } from 'react';

export interface PreferenceOption<Value extends string> {
  value: Value;
  label: string;
  /** The option's own language, when its label is written in it. */
  lang?: string;
}

interface PreferenceMenuProps<Value extends string> {
  label: string;
  icon: ReactNode;
  options: readonly PreferenceOption<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
}

/** An icon button opening a menu of exclusive choices; the chosen one is checked. */
export function PreferenceMenu<Value extends string>({
  label,
  icon,
  options,
  value,
  onChange,
}: PreferenceMenuProps<Value>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={option.value === value}
            selected={option.value === value}
            lang={option.lang}
            onClick={() => {
              close();
              onChange(option.value);
            }}
          >
            <ListItemIcon>{option.value === value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
