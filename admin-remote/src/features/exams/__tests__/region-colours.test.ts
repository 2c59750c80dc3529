import { REGION_COLOURS, REGION_LABEL_TEXT } from '../lib/region-colours';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

// The boxes are drawn over white paper in both themes; their labels are white text on the box colour.
describe.each(Object.entries(REGION_COLOURS))('the %s region colour', (_name, colour) => {
  it('is a border of at least 3:1 on the white page', () => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
  it('carries its label text at 4.5:1 or more', () => {
    expect(contrast(REGION_LABEL_TEXT, colour)).toBeGreaterThanOrEqual(4.5);
  });
});
