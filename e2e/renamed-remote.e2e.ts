/**
 * The online tests' remote renamed `test` → `exam` (docs/releases.md "Renaming a remote"): a tab opened
 * before the deploy runs the previous shell, which registered the remote as `test` at `/remotes/test/` and
 * loads `test/TestApp`. Played here in the page's own federation runtime, as that shell would: the old
 * prefix serves the exam build, which still exposes `./TestApp`, the same component as `./routes`.
 */
import { expect, test } from './support/fixtures';

/** What the page's federation runtime returned for each module, and the scripts it fetched. */
interface Loaded {
  oldModule: string;
  sameComponent: boolean;
  scripts: string[];
}

test("the previous shell's tab loads test/TestApp from /remotes/test/: the exam build, the same component", async ({
  guestPage,
}) => {
  const page = await guestPage('/faq');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const loaded = await page.evaluate(async (): Promise<Loaded> => {
    type Runtime = {
      registerRemotes(remotes: { name: string; entry: string }[]): void;
      loadRemote(id: string): Promise<{ default: unknown } | undefined>;
    };
    const runtime = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Runtime[] } }).__FEDERATION__
      .__INSTANCES__[0]!;
    // The registration the previous shell made from its /remotes.json, before the rename.
    runtime.registerRemotes([{ name: 'test', entry: `${location.origin}/remotes/test/mf-manifest.json` }]);
    const old = await runtime.loadRemote('test/TestApp');
    const now = await runtime.loadRemote('exam/routes');
    return {
      oldModule: typeof old?.default,
      sameComponent: !!old?.default && old.default === now?.default,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/remotes/test/')),
    };
  });
  expect(loaded.oldModule).toBe('function');
  expect(loaded.sameComponent).toBe(true);
  expect(loaded.scripts).toEqual(expect.arrayContaining(['/remotes/test/mf-manifest.json']));
  expect(loaded.scripts.some((path) => /^\/remotes\/test\/remoteEntry\.js/.test(path))).toBe(true);
});
