import { incompatibility, LIVE_VERSIONS, satisfies } from '../compat';

describe('remote compatibility', () => {
  it('reads ^, >=, * and exact ranges like npm for the versions we use', () => {
    expect(satisfies('0.1.0', '^0.1.0')).toBe(true);
    expect(satisfies('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfies('1.4.0', '^1.2.0')).toBe(true);
    expect(satisfies('1.1.0', '^1.2.0')).toBe(false);
    expect(satisfies('2.0.0', '^1.2.0')).toBe(false);
    expect(satisfies('3.0.0', '>=1.2.0')).toBe(true);
    expect(satisfies('1.0.0', '*')).toBe(true);
    expect(satisfies('1.0.1', '1.0.0')).toBe(false);
  });

  it('names the unmet requirement, and accepts a remote that declares nothing', () => {
    expect(incompatibility(undefined)).toBeNull();
    expect(incompatibility({ contracts: `^${LIVE_VERSIONS.contracts}` })).toBeNull();
    expect(incompatibility({ contracts: '^99.0.0' })).toBe(
      `needs contracts ^99.0.0, this shell has contracts ${LIVE_VERSIONS.contracts}`,
    );
  });
});
