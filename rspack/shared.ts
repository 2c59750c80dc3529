/**
 * The one SHARED map every app's Module Federation plugin uses (docs/architecture.md "The pieces"). Shared
 * packages are singletons whose `requiredVersion` comes from the root package.json, so a remote built against
 * another React fails loudly instead of running a second copy (invalid hook call, lost theme, silent toasts).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** The package.json of the workspace folder `folder` ('' for the root). */
const readPackage = <T>(folder: string): T =>
  JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as T;

const rootPkg = readPackage<{ dependencies: Record<string, string> }>('');
const platformPkg = readPackage<{ version: string }>('web-platform');
const uiPkg = readPackage<{ version: string; exports: Record<string, string> }>('shared-ui');

/** A singleton of this repository's own packages: built at `version`, accepting `^version` (npm's caret). */
const ownSingleton = (version: string) => ({ singleton: true, version, requiredVersion: `^${version}` });

/**
 * Each shared subpath of the browser runtime (`@exam/web-platform/router`…), versioned with the package. The
 * contracts themselves (`@exam/shared-contracts`: schemas, paths, rules) are not shared: each app bundles
 * the few it uses, and they hold no state that two copies could split.
 */
const PLATFORM = ownSingleton(platformPkg.version);

/**
 * The kit's subpaths that are not shared: `/standalone` is bundled by each remote's standalone page (there
 * is no shell to share it with, docs/releases.md "Standalone pages"), and a remote loaded by the shell never
 * runs it; shared, every app would build it as a chunk of its own for nothing.
 */
const UI_NOT_SHARED = new Set(['./standalone']);

/**
 * The UI kit (`@exam/shared-ui`), one singleton per subpath of its exports (`@exam/shared-ui/spinner`…), so
 * an app's shared chunk holds the components it imports and not the whole kit; versioned like the web platform.
 * The theme (`/theme`) and the toaster (`/toaster`) are among them: one theme object and one toast container
 * for the shell and every remote.
 */
const SHARED_UI = Object.fromEntries(
  Object.keys(uiPkg.exports)
    .filter((subpath) => !UI_NOT_SHARED.has(subpath))
    .map((subpath) => [`@exam/shared-ui${subpath.slice(1)}`, ownSingleton(uiPkg.version)]),
);

const dep = (name: string): string => {
  const range = rootPkg.dependencies[name];
  if (!range) throw new Error(`${name} is shared but not a root dependency`);
  return range;
};

/** The shared singletons of every app. Keys are import specifiers. */
export const SHARED = {
  react: { singleton: true, requiredVersion: dep('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: dep('react') },
  'react-dom': { singleton: true, requiredVersion: dep('react-dom') },
  'react-dom/client': { singleton: true, requiredVersion: dep('react-dom') },
  'react-redux': { singleton: true, requiredVersion: dep('react-redux') },
  'styled-components': { singleton: true, requiredVersion: dep('styled-components') },
  notistack: { singleton: true, requiredVersion: dep('notistack') },
  // React Router is shared through the web platform's curated surface (web-platform/src/router), not as
  // `react-router-dom`: a shared module keeps every export, and React Router's full API is 52 KB brotli.
  '@exam/web-platform/router': PLATFORM,
  // Redux Toolkit and RTK Query likewise, through `@exam/web-platform/redux` (35 → 25 KB gzip):
  // `@reduxjs/toolkit` itself must not be shared, or the surface would import the whole shared package.
  '@exam/web-platform/redux': PLATFORM,
  '@exam/web-platform/client': PLATFORM,
  // One Lingui instance for every app: the language and every app's messages live in it.
  '@exam/web-platform/i18n': PLATFORM,
  ...SHARED_UI,
} as const;

/**
 * The share keys the web platform's subpaths had before they moved out of the contracts (web-platform
 * CHANGELOG 0.3.0), each with the key it has now. A remote released before the move asks for the old key;
 * the shell provides it too, as the very module it shares under the new key, so that remote and the shell
 * run one store, one session and one Lingui instance (docs/releases.md "Share keys that moved").
 */
export const FORMER_SHARE_KEYS = {
  '@exam/shared-contracts/client': '@exam/web-platform/client',
  '@exam/shared-contracts/redux': '@exam/web-platform/redux',
  '@exam/shared-contracts/router': '@exam/web-platform/router',
  '@exam/shared-contracts/i18n': '@exam/web-platform/i18n',
} as const satisfies Record<string, keyof typeof SHARED>;

/**
 * The host's shared map: SHARED plus every former key of FORMER_SHARE_KEYS (same version and range as its
 * new key), provided by `web-platform/src/federation/former-keys/<subpath>.ts`, which re-exports the new key.
 * Not `import: <new key>`: providers are told apart by the file they build, so two keys importing one module
 * would leave one of them unprovided. Remotes get SHARED alone: a remote built now asks for new keys only.
 */
export function hostShared(): Record<string, object> {
  const former = Object.entries(FORMER_SHARE_KEYS).map(([old, now]) => {
    const file = path.join(ROOT, 'web-platform/src/federation/former-keys', `${path.basename(now)}.ts`);
    return [old, { ...SHARED[now], import: file, shareKey: old }];
  });
  return { ...SHARED, ...Object.fromEntries(former) };
}

/**
 * SHARED with `strictVersion` on every entry: all are singletons whose
 * mismatch breaks (two Reacts, two stores, an old web-platform client), so a remote whose range the loaded copy
 * does not satisfy fails to load (its Retry box) instead of running on a version it was not built for.
 */
export function strictShared<T extends Record<string, object>>(shared: T): Record<keyof T, object> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [key, { ...value, strictVersion: true }]),
  ) as Record<keyof T, object>;
}
