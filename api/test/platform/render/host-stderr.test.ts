import { hostStderrFilter } from '../../../src/platform/render/render-pool';

/** What the render host's stderr becomes in the API's: plain output kept, V8's out-of-memory report one line. */
describe('render host stderr', () => {
  test('plain output passes as it is', () => {
    const filter = hostStderrFilter();
    expect(filter('Warning: TT: undefined function: 32\n')).toBe('Warning: TT: undefined function: 32\n');
    expect(filter('second line\n')).toBe('second line\n');
  });

  test("V8's out-of-memory report becomes one line without its words, and the dying host's rest is dropped", () => {
    const filter = hostStderrFilter();
    const report = [
      '\n<--- Last few GCs --->\n\n[4242:0x5]  1234 ms: Mark-Compact 250.1 (258.3) -> 249.9 (258.3) MB, allocation failure; scavenge might not succeed\n',
      '\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n',
      '----- Native stack trace -----\n\n 1: 0xb8 node::Abort() [node]\n',
    ];
    const shown = report.map(filter).join('');
    expect(shown).toMatch(/^render host: past its memory limit/);
    expect(shown.split('\n').filter(Boolean)).toHaveLength(1);
    // The strings a watching parent (jest-worker) takes for its own child's out-of-memory crash.
    for (const word of ['heap out of memory', 'allocation failure;', 'Last few GCs'])
      expect(shown).not.toContain(word);
  });
});
