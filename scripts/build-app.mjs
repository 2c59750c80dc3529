/**
 * Builds one front-end app with Rspack: `node scripts/build-app.mjs <app-folder> [--watch] [--dev]`.
 * Each app's `rspack.config.ts` default-exports `(production: boolean) => Configuration` (or a promise of one: the shell cuts its font first).
 * The TypeScript config is loaded with jiti, not tsx: tsx's esbuild adds `__name(...)` wrappers to functions,
 * and Module Federation stringifies some of its runtime functions into the browser bundle, where `__name`
 * does not exist. Exit code 1 on a failed build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { rspack } from '@rspack/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);

/** Loads `<app>/rspack.config.ts` and returns its configuration. */
export async function loadAppConfig(app, production = true) {
  const factory = await jiti.import(path.join(root, app, 'rspack.config.ts'), { default: true });
  return factory(production);
}

/** Runs `config` once (Rspack); resolves true on success, else false with the build's errors printed. */
export function compileOnce(config) {
  return new Promise((resolve) => {
    const compiler = rspack(config);
    compiler.run((err, stats) => {
      if (err) console.error(err);
      else if (stats?.hasErrors()) console.error(stats.toString({ preset: 'errors-only', colors: false }));
      compiler.close(() => resolve(!err && !stats?.hasErrors()));
    });
  });
}

/** Builds one app once; resolves true on success. */
export async function buildApp(app, production = true) {
  const compiler = rspack(await loadAppConfig(app, production));
  const started = Date.now();
  return new Promise((resolve) => {
    compiler.run((err, stats) => {
      const ok = report(err, stats);
      compiler.close(() => undefined);
      console.log(`[${app}] ${ok ? 'built' : 'FAILED'} in ${Date.now() - started} ms`);
      resolve(ok);
    });
  });
}

function report(err, stats) {
  if (err) {
    console.error(err);
    return false;
  }
  const text = stats?.toString({ colors: false, preset: 'errors-warnings' }).trim();
  // The manifest plugin's notice about publicPath 'auto' is expected: remotes resolve chunks from their own URL.
  const filtered = text
    ?.split('\n')
    .filter((line) => !line.includes("reason: publicPath='auto'") && line !== 'Rspack compiled successfully')
    .join('\n')
    .trim();
  if (filtered) console.log(filtered);
  return !stats?.hasErrors();
}

async function main() {
  const [app, ...flags] = process.argv.slice(2);
  if (!app) throw new Error('usage: build-app <app-folder> [--watch] [--dev]');
  const production = !flags.includes('--dev');
  if (flags.includes('--watch')) {
    rspack(await loadAppConfig(app, production)).watch({}, (err, stats) => {
      if (report(err, stats)) console.log(`[${app}] built ${new Date().toLocaleTimeString()}`);
    });
    return;
  }
  if (!(await buildApp(app, production))) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
