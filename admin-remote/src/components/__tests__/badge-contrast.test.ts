import { darkTheme, lightTheme } from '@exam/shared-ui/theme';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The admin badges (category NEET/JEE, role Admin, statuses) are small bold text on a
// card (surface) or a hovered/selected table row (surfaceAlt): each must reach AA, 4.5:1, in both themes.
describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
])('%s theme badge colours', (_name, theme) => {
  const c = theme.colors;
  it.each(['primaryInk', 'neet', 'jee', 'success', 'warning', 'danger', 'textMuted'] as const)(
    '%s reaches 4.5:1 on surface and surfaceAlt',
    (token) => {
      expect(contrast(c[token], c.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c[token], c.surfaceAlt)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
