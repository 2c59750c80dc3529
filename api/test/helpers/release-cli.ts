import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config';

const run = promisify(execFile);

/**
 * The release switch CLI (scripts/release-switch.mjs, docs/releases.md) run for real against a static
 * folder (`staticDir()`: where `releases/` is) and a server's data folder (`dataDir()`: where the switch
 * file is), both read when called. Resolves its exit code and output (stdout then stderr); never rejects.
 */
export function releaseCli(staticDir: () => string, dataDir: () => string) {
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout, stderr } = await run(
        'node',
        [path.join(REPO_ROOT, 'scripts/release-switch.mjs'), ...args],
        {
          env: {
            ...process.env,
            STATIC_DIR: staticDir(),
            DATA_DIR: dataDir(),
            RELEASED_BY: 'test-team',
            // No platform runs here: the browser skew test has its own tests (e2e/releases.e2e.ts).
            RELEASE_SKEW_TEST: 'off',
          },
        },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };
}
