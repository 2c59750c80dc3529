/**
 * Theme tokens given by the shell's styled-components `ThemeProvider` to every app (docs/screens.md "Theme":
 * dark by default, stored under `theme`). Body text on `bg` and `surface` meets WCAG AA (4.5:1) in both
 * themes. A shared singleton of the kit (`@exam/shared-ui/theme`), so the shell and the remotes hold one
 * copy; the build's prerender takes the two themes from the app that calls it (the contracts never import
 * the kit, docs/architecture.md "The pieces").
 */
import { FONT_STACK_PROPERTY } from '@exam/web-platform/constants/theme-init';

/** The tokens of one theme: its mode, colours, corner radius, shadow and font stack. */
export interface AppTheme {
  mode: 'dark' | 'light';
  colors: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    /** Background of filled primary buttons: `primaryText` on it meets WCAG AA (4.5:1) for normal-size text. */
    primaryFill: string;
    /**
     * Primary-coloured text (badges, links) on `surface` and `surfaceAlt`: meets WCAG AA (4.5:1) on both
     * (`primary` itself is 3.27:1 on the dark surface).
     */
    primaryInk: string;
    accent: string;
    success: string;
    warning: string;
    danger: string;
    neet: string;
    jee: string;
  };
  radius: string;
  shadow: string;
  font: string;
}

/** The theme's Latin fonts: each system's own interface face. */
export const LATIN_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/**
 * The theme's `font-family`: the page's font stack ({@link FONT_STACK_PROPERTY}, which a language's
 * stylesheet extends with its script's faces), else the Latin fonts.
 */
const font = `var(${FONT_STACK_PROPERTY}, ${LATIN_FONTS})`;

/** The dark theme, the default. */
export const darkTheme: AppTheme = {
  mode: 'dark',
  colors: {
    bg: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    border: '#334155',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    primary: '#6366f1',
    primaryText: '#ffffff',
    // #6366f1 under white text is 4.47:1, just short of AA; one step darker gives 6.3:1.
    primaryFill: '#4f46e5',
    // 7.3:1 on surface, 6.3:1 on surfaceAlt.
    primaryInk: '#a5b4fc',
    accent: '#f59e0b',
    success: '#22c55e',
    warning: '#f59e0b',
    danger: '#f87171',
    neet: '#34d399',
    jee: '#60a5fa',
  },
  radius: '12px',
  shadow: '0 8px 24px rgba(0,0,0,0.35)',
  font,
};

/** The light theme, the visitor's choice. */
export const lightTheme: AppTheme = {
  mode: 'light',
  colors: {
    bg: '#f8fafc',
    surface: '#ffffff',
    surfaceAlt: '#eef2f7',
    border: '#cbd5e1',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#4338ca',
    primaryText: '#ffffff',
    primaryFill: '#4338ca',
    primaryInk: '#4338ca',
    accent: '#b45309',
    // Green-800 and amber-800: status badges stay above 4.5:1 on surfaceAlt too (a hovered or selected
    // table row), where green-700 and amber-700 were 4.46:1 and 4.47:1.
    success: '#166534',
    warning: '#92400e',
    danger: '#b91c1c',
    neet: '#047857',
    jee: '#1d4ed8',
  },
  radius: '12px',
  shadow: '0 8px 24px rgba(15,23,42,0.12)',
  font,
};

/** The theme for a stored value: anything but 'light' means dark (the default). */
export function themeFor(stored: string | null): AppTheme {
  return stored === 'light' ? lightTheme : darkTheme;
}
