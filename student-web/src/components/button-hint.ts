import { createContext, type ReactElement } from 'react';

/** Wraps a button in what draws its name beside it while it is pointed at or focused. */
export type ButtonHint = (button: ReactElement, title: string) => ReactElement;

/**
 * The hint the icon buttons of a part of the app show: the signed-in area wraps them in MUI's
 * Tooltip (app/layout/Header.tsx); the public pages provide none, and the buttons carry the
 * browser's own `title` hint, so that the sign-in page does not load the tooltip's positioning
 * engine (Popper.js).
 */
export const ButtonHintContext = createContext<ButtonHint | null>(null);
