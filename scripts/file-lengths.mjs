/**
 * `node scripts/file-lengths.mjs`: source files stay small (README "Layout"). A source file
 * (TypeScript or JavaScript, its tests, their helpers and the browser tests included; type declarations
 * aside) holds at most 300 lines. The files that
 * were longer when this check came are listed in `scripts/long-files.json` with their length then: each may
 * shrink, never grow, and leaves the list once it is 300 lines or less. Prints every breach and exits 1 on
 * any; `--write` rewrites the list with today's lengths of the files still listed (after a file shrank).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

/** Lines a source file may hold. */
export const MAX_LINES = 300;
const LIST = path.join(ROOT, 'scripts', 'long-files.json');
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

/**
 * The breaches of the rule: a file over {@link MAX_LINES} that is not listed, a listed file longer than its
 * listed length, and a listed file no longer over the limit (or gone), which must leave the list.
 */
export function breaches(lengths, listed) {
  const found = [];
  for (const [file, lines] of lengths) {
    if (lines <= MAX_LINES) continue;
    if (!(file in listed)) found.push(`${file}: ${lines} lines (at most ${MAX_LINES}); split it`);
    else if (lines > listed[file])
      found.push(`${file}: ${lines} lines, longer than its listed ${listed[file]}; it may only shrink`);
  }
  for (const file of Object.keys(listed))
    if ((lengths.get(file) ?? 0) <= MAX_LINES)
      found.push(`${file}: no longer over ${MAX_LINES} lines; remove it from scripts/long-files.json`);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lengths = sourceLengths({ tests: true });
  const listed = JSON.parse(fs.readFileSync(LIST, 'utf8'));
  if (process.argv.includes('--write')) {
    const kept = Object.fromEntries(
      Object.keys(listed)
        .filter((f) => (lengths.get(f) ?? 0) > MAX_LINES)
        .map((f) => [f, lengths.get(f)]),
    );
    fs.writeFileSync(LIST, `${JSON.stringify(kept, null, 2)}\n`);
  }
  const found = breaches(lengths, JSON.parse(fs.readFileSync(LIST, 'utf8')));
  for (const line of found) console.error(line);
  console.log(
    found.length
      ? `${found.length} file(s) break the ${MAX_LINES}-line rule`
      : `every source file within ${MAX_LINES} lines, or shrinking`,
  );
  process.exit(found.length ? 1 : 0);
}
