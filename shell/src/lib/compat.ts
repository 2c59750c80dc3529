import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRequirements } from '@exam/shared-contracts/federation';
import contractsPkg from '../../../shared-contracts/package.json';
import shellPkg from '../../package.json';

/** The versions this shell build offers remotes: its own and the shared-contracts it was built with. */
export const LIVE_VERSIONS = { shell: shellPkg.version, contracts: contractsPkg.version };

/**
 * True when `version` (x.y.z) satisfies the npm range `range` (`^x.y.z`, `>=x.y.z`, `*`, an exact version): the
 * Module Federation runtime's own `satisfy`, the rule it applies to the shared singletons' `requiredVersion`
 * (rspack/shared.ts SHARED), and the one scripts/lib/compat.mjs (release:switch) applies.
 */
export { satisfy as satisfies };

/** Why a remote declaring `requires` cannot run in this shell, or null when it can (nothing declared → can). */
export function incompatibility(requires: RemoteRequirements | undefined): string | null {
  for (const key of ['shell', 'contracts'] as const) {
    const range = requires?.[key];
    if (range && !satisfy(LIVE_VERSIONS[key], range))
      return `needs ${key} ${range}, this shell has ${key} ${LIVE_VERSIONS[key]}`;
  }
  return null;
}

/** Thrown (inside the federation runtime) for a remote this shell refuses; RemoteSlot shows its message. */
export class IncompatibleRemoteError extends Error {}

/**
 * Federation runtime plugin: fetches every remote manifest itself so that (1) a manifest answering 404/5xx is
 * a load error the runtime forgets (not a bad manifest it keeps), and (2) a manifest whose `requires` this
 * shell does not satisfy is refused with a clear console message instead of running against the wrong
 * web-platform client (never a silent `undefined`).
 */
export function compatPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exam-compat-plugin',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const manifest = (await response.clone().json()) as { name?: string; requires?: RemoteRequirements };
      const problem = incompatibility(manifest.requires);
      if (problem) {
        const message = `Remote ${manifest.name ?? url} refused: ${problem} (${url})`;
        console.error(message);
        throw new IncompatibleRemoteError(message);
      }
      return response;
    },
  };
}
