import { IconButton } from '@mui/material';
import { lazy, Suspense, useContext, useId, useState, type ReactNode } from 'react';
import { ButtonHintContext } from './button-hint';
import type { PreferenceMenuList as MenuList } from './PreferenceMenuList';

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

const loadMenuList = () => import('./PreferenceMenuList');

// The menu (with MUI's popover and list) is fetched when the button is first pointed at or
// focused, and opens on the click: pages that are only looked at never load it.
const PreferenceMenuList = lazy(async () => ({
  default: (await loadMenuList()).PreferenceMenuList,
})) as typeof MenuList;

/** An icon button opening a menu of exclusive choices; the chosen one is checked. */
export function PreferenceMenu<Value extends string>({
  label,
  icon,
  options,
  value,
  onChange,
}: PreferenceMenuProps<Value>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const hint = useContext(ButtonHintContext);
  const close = () => setAnchor(null);
  const button = (
    <IconButton
      aria-label={label}
      // Without a hint component (the public pages), the browser's own hint names the button.
      title={hint ? undefined : label}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? 'true' : undefined}
      onPointerEnter={() => void loadMenuList()}
      onFocus={() => void loadMenuList()}
      onClick={(event) => {
        setEverOpened(true);
        setAnchor(event.currentTarget);
      }}
    >
      {icon}
    </IconButton>
  );
  return (
    <>
      {hint ? hint(button, label) : button}
      {everOpened && (
        <Suspense fallback={null}>
          <PreferenceMenuList
            id={menuId}
            anchor={anchor}
            options={options}
            value={value}
            onChoose={(chosen) => {
              close();
              onChange(chosen);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
