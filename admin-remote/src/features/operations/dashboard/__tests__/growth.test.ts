import { growthView } from '../lib/growth';

describe('growthView (docs/domains/operations.md "Dashboard")', () => {
  it('defaults to +0% and is green at zero or more', () => {
    expect(growthView(undefined)).toEqual({ text: '+0%', positive: true });
    expect(growthView(12.34)).toEqual({ text: '+12.3%', positive: true });
  });
  it('is red when negative', () => {
    expect(growthView(-5)).toEqual({ text: '-5%', positive: false });
  });
});
