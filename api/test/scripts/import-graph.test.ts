import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The import graph's rules (.dependency-cruiser.cjs, run by `npm run checks`): in a throwaway tree laid out
 * like the repository, each rule meets one planted import that breaks it (a circle, infrastructure
 * importing a domain module, a module or a seed reaching into a module's internals, the contracts importing
 * an app, the web platform or React at run time) and one that keeps it (a module or a seed using a module's index.ts, the
 * contracts naming a type of React), and dependency-cruiser, with the repository's
 * own config, names exactly the planted ones (a circle once, at the import that closes it).
 */
let tree: string;

/** Writes `files` (path → source) under the tree. */
function plant(files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
    fs.writeFileSync(path.join(tree, rel), text);
  }
}

/** The violations depcruise finds in the tree: `rule from → to`, sorted. */
function violations(): string[] {
  const run = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'depcruise'),
    [
      '--config',
      path.join(REPO_ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      'api',
      'shared-contracts',
      'web-platform',
      'shell',
    ],
    { cwd: tree, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  const out = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return out.summary.violations.map((v) => `${v.rule.name} ${v.from} → ${v.to}`).sort();
}

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  plant({
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
    // A circle of two files.
    'api/src/services/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'api/src/services/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    // Infrastructure importing a domain module.
    'api/src/platform/storage.ts':
      "import { start } from '../modules/exams/start';\nexport const s = start;\n",
    'api/src/modules/exams/start.ts':
      // Another module's internals (refused) and its index (allowed).
      "import { keyOf } from '../accounts/device-key';\nimport { accounts } from '../accounts';\n" +
      'export const start = [keyOf, accounts];\n',
    'api/src/modules/accounts/device-key.ts': 'export const keyOf = 1;\n',
    'api/src/modules/accounts/index.ts': "export const accounts = 'accounts';\n",
    // A seed reaching into a module's internals (refused) and using its index (allowed).
    'api/src/db/seed.ts':
      "import { keyOf } from '../modules/accounts/device-key';\nimport { accounts } from '../modules/accounts';\n" +
      'export const seed = [keyOf, accounts];\n',
    // The contracts importing an app.
    'shared-contracts/src/client.ts':
      "import { shellName } from '../../shell/src/name';\nexport const c = shellName;\n",
    'shell/src/name.ts': "export const shellName = 'shell';\n",
    // The contracts importing the browser runtime, and React at run time (refused) or a type of it (allowed).
    'shared-contracts/src/session.ts':
      "import { api } from '../../web-platform/src/client';\nexport const session = api;\n",
    'web-platform/src/client.ts': "export const api = 'api';\n",
    'shared-contracts/src/hooks.ts': "import { useState } from 'react';\nexport const hook = useState;\n",
    'shared-contracts/src/module-types.ts':
      "import type { ComponentType } from 'react';\nexport type Page = ComponentType;\n",
    'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }\n',
    'node_modules/react/index.js': 'exports.useState = () => [];\n',
  });
});
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

it('names each planted break of a rule, and nothing else', () => {
  expect(violations()).toEqual([
    'contracts-no-react shared-contracts/src/hooks.ts → node_modules/react/index.js',
    'contracts-not-to-apps shared-contracts/src/client.ts → shell/src/name.ts',
    'contracts-not-to-apps shared-contracts/src/session.ts → web-platform/src/client.ts',
    'db-through-index api/src/db/seed.ts → api/src/modules/accounts/device-key.ts',
    'module-internals api/src/modules/exams/start.ts → api/src/modules/accounts/device-key.ts',
    'no-circular api/src/services/a.ts → api/src/services/b.ts',
    'platform-not-to-modules api/src/platform/storage.ts → api/src/modules/exams/start.ts',
  ]);
});
