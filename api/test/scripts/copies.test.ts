import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The copy check of `npm run checks` (jscpd with the repository's .jscpd.json): a block of 10 lines planted
 * in two source files fails it and is named; the same files without the copy pass; a copy in a test file
 * is left alone.
 */
const JSCPD = path.join(REPO_ROOT, 'node_modules', '.bin', 'jscpd');
const config = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, '.jscpd.json'), 'utf8')) as Record<
  string,
  unknown
>;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs jscpd over `files` (name → text) with the repository's settings; answers its exit code and output. */
function check(files: Record<string, string>): { status: number | null; out: string } {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', name), text);
  }
  fs.writeFileSync(
    path.join(dir, '.jscpd.json'),
    JSON.stringify({ ...config, path: ['src'], gitignore: false }),
  );
  const run = spawnSync(JSCPD, ['--config', '.jscpd.json'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** Twelve lines of real-looking code, different for each `name`. */
const block = (name: string) =>
  [
    `export function ${name}(items: { price: number; count: number; discount?: number }[]): number {`,
    '  let total = 0;',
    '  for (const item of items) {',
    '    const base = item.price * item.count;',
    '    const off = item.discount ? (base * item.discount) / 100 : 0;',
    '    if (base - off < 0) throw new Error("a discount above the price");',
    '    total += base - off;',
    '  }',
    '  const rounded = Math.round(total * 100) / 100;',
    '  if (!Number.isFinite(rounded)) throw new Error("not a number");',
    '  return rounded;',
    '}',
  ].join('\n');

it('fails on a 10-line block copied between two source files, naming both', () => {
  const copied = check({
    'a.ts': `${block('totalOf')}\n`,
    'b.ts': `export const x = 1;\n${block('sumOf')}\n`,
  });
  expect(copied.status).toBe(1);
  expect(copied.out).toMatch(/Clone found/);
  expect(copied.out).toContain('a.ts');
  expect(copied.out).toContain('b.ts');
});

it('passes the same files without the copy, and leaves copies in tests alone', () => {
  expect(check({ 'a.ts': `${block('totalOf')}\n`, 'b.ts': 'export const x = 1;\n' }).status).toBe(0);
  const tests = check({ 'a.test.ts': `${block('totalOf')}\n`, '__tests__/b.ts': `${block('sumOf')}\n` });
  expect(tests.status).toBe(0);
});
