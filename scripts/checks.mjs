/**
 * `npm run checks`: lint, formatting and every typecheck, side by side on the machine's cores (each check
 * is one single-threaded process), each timed. `.ci/run` runs it before the tests.
 *
 *   node scripts/checks.mjs [--dry-run]     (--dry-run: prints the checks' names, one a line, runs none)
 *
 * The checks: ESLint over the repository, Prettier, the root `tsc -b`, the API's and the browser tests'
 * typechecks, the import graph's rules (dependency-cruiser, .dependency-cruiser.cjs: no import circle, no
 * infrastructure importing a domain module, no module or seed reaching into a module's internals, no contracts
 * importing an app, the web platform or React), the 300-line rule of source files (scripts/file-lengths.mjs), no product code in a folder
 * named `tests` (scripts/folder-names.mjs), no copied block of 10
 * lines or more in the source, tests aside (jscpd, .jscpd.json), and each app's own typecheck (`npm run typecheck -w <app>`, its own tsconfig.json: a team
 * checks its app without the others), for every app of apps.json. An app's own `npm run lint` is not run
 * again here: it is the root ESLint config and Prettier over files the first two checks already cover.
 *
 * Each check's output is printed whole when it ends (never interleaved), then `<name> took <s> s`; the last
 * line names every check with its time. Exits 1 when any check failed.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './lib/apps.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Every check as `{ name, command, args }`, the longest first so the pool ends together. */
export const CHECKS = [
  { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  { name: 'typecheck-api', command: bin('tsc'), args: ['-p', 'api/tsconfig.json', '--noEmit'] },
  ...APPS.map((app) => ({ name: `${app}-typecheck`, command: npm, args: ['run', 'typecheck', '-w', app] })),
  { name: 'typecheck-e2e', command: bin('tsc'), args: ['-p', 'e2e/tsconfig.json', '--noEmit'] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'file-lengths', command: process.execPath, args: ['scripts/file-lengths.mjs'] },
  { name: 'folder-names', command: process.execPath, args: ['scripts/folder-names.mjs'] },
  { name: 'copies', command: bin('jscpd'), args: ['--config', '.jscpd.json'] },
  {
    name: 'import-graph',
    command: bin('depcruise'),
    args: [
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      ...[
        'api/src',
        'shared-contracts/src',
        'web-platform/src',
        'shared-ui/src',
        ...APPS.map((app) => `${app}/src`),
        'scripts',
      ],
    ],
  },
];

/** Runs one check; resolves `{ name, ok, seconds }` after printing its output. */
function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (ok, extra = '') => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`--- ${name}: ${[command, ...args].map((a) => path.basename(a)).join(' ')}\n`);
      process.stdout.write(Buffer.concat(output));
      if (extra) process.stdout.write(`${extra}\n`);
      console.log(`${name} ${ok ? 'passed' : 'FAILED'}, took ${seconds} s`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => done(false, error.message));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs `checks` on `workers` at once; resolves their results in the checks' order. */
export async function runChecks(checks = CHECKS, workers = os.availableParallelism()) {
  const results = new Array(checks.length);
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next;
      next += 1;
      results[index] = await run(checks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--dry-run')) {
    for (const check of CHECKS) console.log(check.name);
  } else {
    const started = Date.now();
    const results = await runChecks();
    const failed = results.filter((r) => !r.ok).map((r) => r.name);
    console.log(`checks: ${results.map((r) => `${r.name} ${r.seconds}s`).join(', ')}`);
    console.log(`every check ended within ${Math.round((Date.now() - started) / 1000)} s`);
    if (failed.length) {
      console.error(`checks failed: ${failed.join(', ')}`);
      process.exit(1);
    }
  }
}
