import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * scripts/lib/node-version.mjs: `npm start`, `npm test` and `npm run dev` refuse another Node major than
 * `.nvmrc`'s with a message that names both and the README's instructions (on Node 20 the server otherwise
 * dies of a segmentation fault with an empty log). Run in a child Node, as the scripts are ES modules.
 */
const LIB = path.join(REPO_ROOT, 'scripts', 'lib', 'node-version.mjs');

/** `expression` evaluated with the module's exports as `m`, in a child Node; its JSON result. */
function evaluate(expression: string): unknown {
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(LIB)}); console.log(JSON.stringify(${expression}));`,
    ],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

test('the wanted major is .nvmrc’s, and package.json’s engines ask for the same one', () => {
  const wanted = evaluate('m.wantedNodeMajor()');
  expect(wanted).toBe(fs.readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim().split('.')[0]);
  const engines = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).engines.node;
  expect(engines).toMatch(new RegExp(`^>=${wanted}\\.\\d+ <${Number(wanted) + 1}$`));
});

test('another major is refused with both versions and where to read how to get the right one', () => {
  expect(evaluate(`m.nodeVersionProblem('20.20.2', '24')`)).toBe(
    'This is Node 20.20.2; the platform needs Node 24 (.nvmrc). ' +
      'README.md, "Getting Node 24", shows how to install it without a version manager.',
  );
  expect(evaluate(`m.nodeVersionProblem('v25.0.0', '24')`)).toMatch(/^This is Node v25\.0\.0; /);
  expect(evaluate(`[m.nodeVersionProblem('24.11.0', '24'), m.nodeVersionProblem('v24.21.0', '24')]`)).toEqual(
    [null, null],
  );
});

test('the scripts that start the platform check it before anything else', () => {
  for (const script of ['start.mjs', 'test.mjs', 'dev.mjs']) {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'scripts', script), 'utf8');
    const check = text.indexOf('\nrequireWantedNode();');
    expect(check).toBeGreaterThan(0);
    // Only imports come before it: nothing has run yet.
    expect(
      text
        .slice(0, check)
        .split('\n')
        .filter((l) => /^\s*(await |const |let |[a-z]+\()/.test(l)),
    ).toEqual([]);
  }
});
