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

  // The shared runtime's keys moved to `@exam/web-platform/...` (docs/releases.md "Share keys that moved"):
  // shell 0.3.0 is the last that provides only the old keys. A remote built now requires `^` of this shell
  // (scripts/release.mjs), which that shell must not satisfy, or the remote would run on its own copy of the
  // store and session; a remote released before the move (`^0.3.0`) still passes this shell's gate.
  it('keeps a remote built now from a shell without the moved share keys, and accepts one from before', () => {
    expect(satisfies('0.3.0', `^${LIVE_VERSIONS.shell}`)).toBe(false);
    expect(incompatibility({ shell: '^0.3.0', contracts: '^0.3.0' })).toBeNull();
  });
});
