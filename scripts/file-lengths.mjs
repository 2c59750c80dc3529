/**
 * `node scripts/file-lengths.mjs`: source files stay small (README "Layout"). A source file
 * (TypeScript or JavaScript, its tests, their helpers and the browser tests included; type declarations
 * aside) holds at most 300 lines, with no exception: the list of files once allowed to be longer while they
 * shrank is gone, as the last of them were split. Prints every breach and exits 1 on any.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

/** Lines a source file may hold. */
export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
const TESTS = /(^|\/)(__tests__|test|e2e)\/|\.test\./;
const DECLARATIONS = /\.d\.m?ts$/;

/**
 * Tracked source files and their line counts: product code only, or with `{ tests: true }` (the 300-line
 * rule's view) also the tests, their helpers and the browser tests.
 */
export function sourceLengths({ tests = false } = {}) {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(
      (f) =>
        SOURCE.test(f) &&
        !DECLARATIONS.test(f) &&
        (tests || !TESTS.test(f)) &&
        fs.existsSync(path.join(ROOT, f)),
    );
  return new Map(
    files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8').replace(/\n$/, '').split('\n').length]),
  );
}

/** The breaches of the rule: each file over {@link MAX_LINES} lines, named with its length. */
export function breaches(lengths) {
  return [...lengths]
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `${file}: ${lines} lines (at most ${MAX_LINES}); split it`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = breaches(sourceLengths({ tests: true }));
  for (const line of found) console.error(line);
  console.log(
    found.length
      ? `${found.length} file(s) break the ${MAX_LINES}-line rule`
      : `every source file within ${MAX_LINES} lines`,
  );
  process.exit(found.length ? 1 : 0);
}
