/**
 * A remote released before the browser runtime moved out of the contracts (docs/releases.md "Share keys
 * that moved") asks Module Federation for `@exam/shared-contracts/client`, `/redux`, `/router` and `/i18n`.
 * Built here as such a release would be (e2e/support/pre-move-remote.mjs) and loaded by a signed-in
 * student's page in the shell's own federation runtime, as the shell loads a remote: each old key must give
 * it the shell's instance of the module now shared as `@exam/web-platform/...`, not the remote's own copy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import hindi from '../shell/src/locales/hi.json';
import { expect, test } from './support/fixtures';
import { ROOT } from './support/platform';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-move-release-'));

test.beforeAll(() => {
  execFileSync('node', [path.join(ROOT, 'e2e/support/pre-move-remote.mjs'), out], { stdio: 'pipe' });
});
test.afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** A message of the shell's own catalog with no placeholder (`t` fills them), and its Hindi text. */
const [message, inHindi] = Object.entries(hindi as Record<string, string>).find(
  ([en, hi]) => en !== hi && !en.includes('{'),
)!;

test("a remote built before the move shares the shell's store, session, router and language", async ({
  studentPage: page,
}) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The release's files, served where the shell would find a published version of it.
  await page.route('**/pre-move/**', (route) =>
    route.fulfill({
      path: path.join(out, new URL(route.request().url()).pathname.slice('/pre-move/'.length)),
    }),
  );
  const seen = await page.evaluate(
    async ([id]) => {
      type Module = Record<string, unknown>;
      type Runtime = {
        registerRemotes(remotes: { name: string; entry: string }[]): void;
        loadRemote(id: string): Promise<{ default: Record<string, Module> } | undefined>;
        loadShare(key: string): Promise<false | (() => Module)>;
      };
      const runtime = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Runtime[] } })
        .__FEDERATION__.__INSTANCES__[0]!;
      const shell: Record<string, Module> = {};
      for (const key of ['client', 'redux', 'router', 'i18n']) {
        const factory = await runtime.loadShare(`@exam/web-platform/${key}`);
        shell[key] = factory ? factory() : {};
      }
      // The shell switches to Hindi first: its Lingui instance then has the shell's Hindi messages.
      await (shell.i18n!.setLang as (lang: string) => Promise<void>)('hi');
      runtime.registerRemotes([{ name: 'premove', entry: `${location.origin}/pre-move/mf-manifest.json` }]);
      const old = (await runtime.loadRemote('premove/probe'))!.default;
      const same = (key: string, name: string) =>
        !!shell[key]![name] && old[key]![name] === shell[key]![name];
      return {
        api: same('client', 'api'),
        session: same('client', 'sessionSlice'),
        store: same('redux', 'configureStore'),
        router: same('router', 'useNavigate'),
        lang: (old.i18n!.currentLang as () => string)(),
        text: (old.i18n!.t as (id: string) => string)(id),
      };
    },
    [message],
  );
  expect(seen).toEqual({ api: true, session: true, store: true, router: true, lang: 'hi', text: inHindi });
});
