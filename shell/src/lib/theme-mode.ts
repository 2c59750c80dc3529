import { createContext } from 'react';

/** The two themes (docs/screens.md "Theme"). */
export type ThemeMode = 'dark' | 'light';

/** What the theme switch offers: the current mode and its toggle. */
export interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

/** Filled by `ThemeModeProvider`, read with `useThemeMode`. */
export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'dark', toggle: () => undefined });
