import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { PreferenceOption } from './PreferenceMenu';

interface PreferenceMenuListProps<Value extends string> {
  id: string;
  anchor: HTMLElement | null;
  options: readonly PreferenceOption<Value>[];
  value: Value | undefined;
  onChoose: (value: Value) => void;
  onClose: () => void;
}

/** PreferenceMenu's open menu: the choices, the current one checked. */
export function PreferenceMenuList<Value extends string>({
  id,
  anchor,
  options,
  value,
  onChoose,
  onClose,
}: PreferenceMenuListProps<Value>) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {options.map((option) => (
        <MenuItem
          key={option.value}
          role="menuitemradio"
          aria-checked={option.value === value}
          selected={option.value === value}
          lang={option.lang}
          onClick={() => onChoose(option.value)}
        >
          <ListItemIcon>{option.value === value && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{option.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
