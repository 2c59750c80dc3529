/**
 * The one SHARED map every app's Module Federation plugin uses (ARCHITECTURE "Module Federation"). Shared
 * packages are singletons whose `requiredVersion` comes from the root package.json, so a remote built against
 * another React fails loudly instead of running a second copy (invalid hook call, lost theme, silent toasts).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

const rootPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const contractsPkg = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared-contracts', 'package.json'), 'utf8'),
) as { version: string };

const uiPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui', 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

/**
 * The UI kit (`@exam/shared-ui`), one singleton per subpath of its exports (`@exam/shared-ui/spinner`…), so
 * an app's shared chunk holds the components it imports and not the whole kit; versioned like the contracts.
 */
const SHARED_UI = Object.fromEntries(
  Object.keys(uiPkg.exports).map((subpath) => [
    `@exam/shared-ui${subpath.slice(1)}`,
    { singleton: true, version: uiPkg.version, requiredVersion: `^${uiPkg.version}` },
  ]),
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
  // React Router is shared through the contracts' curated surface (shared-contracts/src/router), not as
  // `react-router-dom`: a shared module keeps every export, and React Router's full API is 52 KB brotli.
  '@exam/shared-contracts/router': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  // Redux Toolkit and RTK Query likewise, through `@exam/shared-contracts/redux` (35 → 25 KB gzip):
  // `@reduxjs/toolkit` itself must not be shared, or the surface would import the whole shared package.
  '@exam/shared-contracts/redux': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  '@exam/shared-contracts/client': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  // One Lingui instance for every app: the language and every app's messages live in it.
  '@exam/shared-contracts/i18n': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  ...SHARED_UI,
} as const;

/**
 * SHARED with `strictVersion` on every entry: all are singletons whose
 * mismatch breaks (two Reacts, two stores, an old contracts client), so a remote whose range the loaded copy
 * does not satisfy fails to load (its Retry box) instead of running on a version it was not built for.
 */
export function strictShared<T extends Record<string, object>>(shared: T): Record<keyof T, object> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [key, { ...value, strictVersion: true }]),
  ) as Record<keyof T, object>;
}
