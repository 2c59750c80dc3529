/**
 * The federation runtime of the builds (docs/architecture.md "The pieces"): the production options of the
 * shell's and the remotes' runtime, and the standalone runtime script a remote's own page loads.
 */
import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';
import { buildSync } from 'esbuild';

/**
 * The federation runtime's production options. The shell
 * bundles `@module-federation/runtime-core` and provides it on `globalThis._FEDERATION_RUNTIME_CORE`; a
 * remote's entry takes it from there instead of carrying its own copy, and leaves out what a remote never
 * does (load other remotes, read manifests). Both drop Node-only code (`target: 'web'`). A remote's
 * standalone page has no shell, so it loads the runtime from `federation-runtime.<hash>.js` first
 * ({@link federationRuntimeProvider}).
 */
export function federationExperiments(remote: boolean, production: boolean) {
  // The shell provides the runtime in development too: a dev shell may load built remotes (DEV_REMOTES
  // replaces one remote; the others are production builds that expect the shell's runtime). A remote in
  // development keeps its own, so its dev page needs no runtime script.
  if (!production) return remote ? undefined : { provideExternalRuntime: true };
  return remote
    ? {
        externalRuntime: true,
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
      }
    : { provideExternalRuntime: true, optimization: { target: 'web' as const } };
}

/** The federation runtime a standalone remote page loads first: file name (content-hashed) and code. */
export interface RuntimeProvider {
  fileName: string;
  code: string;
}
let runtimeProvider: RuntimeProvider | undefined;

/**
 * `federation-runtime.<hash>.js`, for a remote's standalone page built with `externalRuntime`:
 * `@module-federation/runtime-core` from this repository's node_modules (the version the shell bundles),
 * bundled by esbuild into one script that sets `globalThis._FEDERATION_RUNTIME_CORE`, as the shell's
 * `provideExternalRuntime` does. The shell never loads it. Built once per process (about 50 ms).
 */
export function federationRuntimeProvider(): RuntimeProvider {
  if (runtimeProvider) return runtimeProvider;
  const result = buildSync({
    stdin: {
      contents:
        "import * as core from '@module-federation/runtime-core';\n" +
        'globalThis._FEDERATION_RUNTIME_CORE ??= core;\n',
      resolveDir: __dirname,
      sourcefile: 'federation-runtime.js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', ENV_TARGET: '"web"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  runtimeProvider = { fileName: `federation-runtime.${hash}.js`, code };
  return runtimeProvider;
}

/** Emits {@link federationRuntimeProvider}'s script into a remote's build (compressed with the rest). */
export class FederationRuntimeAssetPlugin {
  apply(compiler: Compiler): void {
    const { fileName, code } = federationRuntimeProvider();
    compiler.hooks.thisCompilation.tap('FederationRuntimeAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FederationRuntimeAssetPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(code)),
      );
    });
  }
}
