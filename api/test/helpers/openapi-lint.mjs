// Lints an OpenAPI description with the standard linter's recommended rules (@redocly/openapi-core, the
// engine of `redocly lint`): `node openapi-lint.mjs <file.json>` prints `{ errors: ["<rule> <pointer>"] }`.
// Run as its own process: the package is ES modules only, which Jest's module system cannot load.
import fs from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const file = process.argv[2];
const problems = await lintFromString({
  source: fs.readFileSync(file, 'utf8'),
  absoluteRef: file,
  config: await createConfig({ extends: ['recommended'] }),
});
const errors = problems
  .filter((p) => p.severity === 'error')
  .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
process.stdout.write(JSON.stringify({ errors }));
