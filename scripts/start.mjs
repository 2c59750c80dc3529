/**
 * `npm start`: builds the front ends that have no build yet (`-- --rebuild` rebuilds all; a stale build is
 * only reported; published releases under releases/ are never touched), then runs the API, which migrates, seeds an
 * empty database and serves everything on one port (PORT, default 3000): /api, the shell at /, each remote
 * under /remotes/<name>/, and /remotes.json. Signals are passed to the server for a graceful shutdown.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildStaleApps } from './lib/apps.mjs';
import { requireWantedNode } from './lib/node-version.mjs';

requireWantedNode();

await buildStaleApps({ force: process.argv.includes('--rebuild'), missingOnly: true });

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
