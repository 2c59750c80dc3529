import { useContext } from 'react';
import { ThemeModeContext, type ThemeModeValue } from '../lib/theme-mode';

/** The current theme mode and its toggle (used by the header's theme button). */
export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
