import {
  accuse,
  BIAS_CUTOFF,
  biasOf,
  bitOf,
  cellAt,
  mergeReadings,
  readingsOf,
  thresholdOf,
  type CodeScope,
} from '../../../../src/modules/reading/marks/fingerprint';
import { seededRandom } from '../../../../src/modules/reading/marks/seeded-random';

/**
 * The fingerprint code (docs/domains/reading.md "Marks") on synthetic leaks: readings made from the students'
 * own bits as a page's words would show them, one copy or several mixed, with reading noise. The tracer must
 * name a student whose copy is in the mix and never anyone else of the population.
 */
const SECRET = 'unit-test-mark-secret-0123456789abcdef';
const POPULATION = Array.from({ length: 200 }, (_, i) => `student-${i}`);
const CELLS = Array.from({ length: 260 }, (_, i) => i * 29);

/** The readings of a page whose leak mixes `colluders`' copies by `mix`, plus uniform noise of ±`noise`. */
function leak(
  key: CodeScope,
  colluders: string[],
  mix: (signs: number[], rand: () => number) => number,
  noise: number,
  seed: number,
) {
  // Seeded, so every run draws the same noise.
  const rand = seededRandom(seed);
  return readingsOf(
    key,
    CELLS.map((cell) => ({
      cell,
      y:
        mix(
          colluders.map((c) => 2 * bitOf(key, c, cell) - 1),
          rand,
        ) +
        noise * (2 * rand() - 1),
    })),
  );
}

const mean = (s: number[]) => s.reduce((a, b) => a + b, 0) / s.length;
const scope = (i: number): CodeScope => ({ secret: SECRET, scope: `book-1|${i + 1}` });

describe('fingerprint code', () => {
  it('biases lie in [t, 1 − t], bits follow them and are the same every time they are asked for', () => {
    const key = scope(0);
    let ones = 0;
    let sumP = 0;
    for (const cell of CELLS) {
      const p = biasOf(key, cell);
      expect(p).toBeGreaterThanOrEqual(BIAS_CUTOFF);
      expect(p).toBeLessThanOrEqual(1 - BIAS_CUTOFF);
      sumP += p;
      for (const h of POPULATION.slice(0, 40)) {
        ones += bitOf(key, h, cell);
        expect(bitOf(key, h, cell)).toBe(bitOf(key, h, cell));
      }
    }
    expect(ones / (40 * CELLS.length)).toBeCloseTo(sumP / CELLS.length, 1);
    // Another page or another secret: another code.
    const other = CELLS.filter((c) => bitOf(key, 'student-1', c) !== bitOf(scope(1), 'student-1', c));
    expect(other.length).toBeGreaterThan(CELLS.length / 4);
  });

  it('cells are places on the page: the same word at two widths falls in the same cell', () => {
    expect(cellAt(480, 700, 960, 1358)).toBe(cellAt(1024, 1493.3, 2048, 2897));
    expect(cellAt(0, 0, 960, 1358)).toBe(0);
    expect(cellAt(959.9, 1357.9, 960, 1358)).toBeLessThan(48 * 160);
  });

  it('one copy names its student alone', () => {
    for (let i = 0; i < 5; i += 1) {
      const readings = leak(scope(i), [POPULATION[i]], (s) => s[0], 0.3, i);
      expect(accuse(readings, POPULATION).named.map((n) => n.holder)).toEqual([POPULATION[i]]);
    }
  });

  it('averages, extremes and a median of 2–4 copies name a colluder and no one else', () => {
    const mixes: [string, number, (s: number[], r: () => number) => number][] = [
      ['mean of 2', 2, mean],
      ['max of 2 (the shared shift, else none)', 2, (s) => (s[0] === s[1] ? s[0] : 0)],
      ['mean of 3', 3, mean],
      ['median of 3', 3, (s) => [...s].sort((a, b) => a - b)[1]],
      ['mean of 4', 4, mean],
    ];
    for (const [name, n, mix] of mixes) {
      let named = 0;
      for (let i = 0; i < 8; i += 1) {
        const colluders = POPULATION.slice(10 + i * 4, 10 + i * 4 + n);
        const result = accuse(leak(scope(100 + i), colluders, mix, 0.15, 1000 + i), POPULATION);
        const who = result.named.map((a) => a.holder);
        for (const h of who)
          expect({ name, h, colluder: colluders.includes(h) }).toMatchObject({ colluder: true });
        if (who.length) named += 1;
      }
      expect({ name, named }).toEqual({ name, named: 8 });
    }
  });

  it('an unmarked page (noise only) names no one, and innocents stay below the threshold', () => {
    let top = -Infinity;
    let threshold = Infinity;
    for (let i = 0; i < 20; i += 1) {
      const result = accuse(
        leak(scope(200 + i), [], (_s, r) => 2 * r() - 1, 0, i),
        POPULATION,
      );
      expect(result.named).toEqual([]);
      top = Math.max(top, result.scores[0].score);
      threshold = Math.min(threshold, result.threshold);
    }
    expect(top).toBeLessThan(threshold);
  });

  it('pages of one leak add up: the same page seen twice counts once per cell, two pages count both', () => {
    const a = readingsOf(scope(0), [{ cell: 5, y: 0.5 }]);
    const merged = mergeReadings([a, a, readingsOf(scope(1), [{ cell: 5, y: 1 }])]);
    expect(merged).toHaveLength(2);
    expect(merged.find((r) => r.key.scope === scope(0).scope)!.y).toBe(1);
    // Two weak pages of one colluder pair: each alone may fall short, together they name.
    const pages = [0, 1, 2].map((i) =>
      leak(scope(300 + i), POPULATION.slice(50, 54), mean, 0.3, 300 + i).slice(0, 90),
    );
    const together = accuse(mergeReadings(pages), POPULATION);
    expect(together.named.length).toBeGreaterThan(0);
    for (const a of together.named) expect(POPULATION.slice(50, 54)).toContain(a.holder);
    expect(thresholdOf([], 200)).toBe(Infinity);
  });
});
