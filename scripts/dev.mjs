/**
 * `npm run dev`: every front end rebuilt on change (Rspack watch) and the API in watch mode, on one port.
 * Reload the page after a rebuild; each remote can also be developed alone through its own bootstrap.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps.mjs';
import { requireWantedNode } from './lib/node-version.mjs';

requireWantedNode();

const children = [
  ...APPS.map((app) =>
    spawn(process.execPath, [path.join(ROOT, 'scripts', 'build-app.mjs'), app, '--watch', '--dev'], {
      cwd: ROOT,
      stdio: 'inherit',
    }),
  ),
  spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['watch', path.join(ROOT, 'api', 'src', 'server.ts')],
    { cwd: ROOT, stdio: 'inherit' },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
