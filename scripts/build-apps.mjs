/**
 * `npm run build`: production builds of every app of apps.json, in its order (the shell first), one after
 * the other (2 cores: parallel builds only fight). It runs `npm run build --workspace <app> …` for those
 * apps, so each app builds exactly as `npm run build -w <app>` builds it: its own build script, started in
 * its own folder (Module Federation reads the version it writes into remoteEntry.js from the package.json
 * of the working directory). `--dry-run` prints the folders it would build, one a line, and builds nothing.
 * Exit code: npm's (non-zero when a build failed).
 */
import { spawnSync } from 'node:child_process';
import { APPS, ROOT } from './lib/apps.mjs';

/** The npm arguments that build `apps` (folders), in order. */
export const buildArgs = (apps = APPS) => ['run', 'build', ...apps.flatMap((app) => ['--workspace', app])];

if (process.argv.includes('--dry-run')) {
  for (const app of APPS) console.log(app);
} else {
  const result = spawnSync('npm', buildArgs(), { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
}
