import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { STORAGE_KEYS } from '@exam/web-platform/client';
import { themeFor } from '@exam/shared-ui/theme';
import { ThemeModeContext, type ThemeMode as Mode } from '../lib/theme-mode';

function readStoredMode(): Mode {
  try {
    return themeFor(localStorage.getItem(STORAGE_KEYS.theme)).mode;
  } catch {
    return 'dark';
  }
}

/**
 * The theme switch of docs/screens.md "Theme": dark by default, the choice stored under localStorage `theme`.
 * Gives every app (remotes included, through the shared styled-components singleton) the theme tokens, and
 * keeps the `<html>` attributes set by the inline theme script (shared-contracts constants/theme-init.ts) in
 * step so the page background never flashes.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<Mode>(readStoredMode);
  const theme = themeFor(mode);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    root.style.backgroundColor = theme.colors.bg;
    root.style.color = theme.colors.text;
  }, [mode, theme]);

  const toggle = useCallback(() => {
    setMode((current) => {
      const next: Mode = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(STORAGE_KEYS.theme, next);
      } catch {
        /* storage blocked: the switch still works for this visit */
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
