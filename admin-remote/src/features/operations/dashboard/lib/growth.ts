/** Growth label and colour of a dashboard stat (docs/domains/operations.md "Admin screens": green when zero
 * or more, red when negative, default +0%). */
export function growthView(value: number | null | undefined): { text: string; positive: boolean } {
  const v = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const rounded = Math.round(v * 10) / 10;
  return { text: `${rounded >= 0 ? '+' : ''}${rounded}%`, positive: rounded >= 0 };
}
