/**
 * Releasing one remote alone (docs/releases.md), against the running platform: published versions
 * under releases/, the switch CLI run for real on the platform's data folder, open tabs following a switch
 * and a rollback without a reload, an incompatible release refused, and Retry recovering a manifest that
 * answered 404. Releases are built by scripts/release.mjs as pre-release versions of this run (removed after).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openTab, realErrors } from './support/admin-helpers';
import { platform as platformInfo } from './support/browser';
import { expect, test } from './support/fixtures';
import { ROOT } from './support/platform';

const RUN = Date.now().toString(36);
const made: string[] = [];
const HEADING = 'Class 11 Study Materials';
const NEW_HEADING = 'Class 11 Study Materials, new edition';

/**
 * Publishes `app` as `version` with the real release script (a build into releases/), then applies `patch`
 * to its JS (the "changed heading" of a new release, without editing the sources) and overrides `requires`.
 */
function publish(app: string, version: string, patch?: [string, string], requires?: Record<string, string>) {
  execFileSync('node', [path.join(ROOT, 'scripts', 'release.mjs'), app, '--version', version], {
    stdio: 'pipe',
    // No type hints (@mf-types.zip): not what these tests check, and each would add 4 to 16 s.
    env: { ...process.env, MF_TYPES: '0' },
  });
  const target = path.join(ROOT, 'releases', app, version);
  made.push(target);
  for (const file of fs.readdirSync(target).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(target, file), 'utf8');
    if (patch && text.includes(patch[0])) {
      fs.writeFileSync(path.join(target, file), text.replaceAll(patch[0], patch[1]));
      dropCompressed(path.join(target, file));
    }
  }
  if (requires) {
    const manifest = path.join(target, 'mf-manifest.json');
    fs.writeFileSync(
      manifest,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), requires }),
    );
    dropCompressed(manifest);
  }
}

/**
 * The build's .br/.gz copies of a file patched here would still hold the old text, and the server prefers
 * them: without them it serves the patched file itself.
 */
function dropCompressed(file: string) {
  for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
}

/**
 * Runs `node scripts/release-switch.mjs ...args` on the platform's data folder: exit code and output. The
 * browser skew test is off unless `env` turns it on (its own test below runs it).
 */
function cli(dataDir: string, ...args: string[]): { code: number; out: string } {
  return cliWith({ RELEASE_SKEW_TEST: 'off' }, dataDir, ...args);
}

function cliWith(
  env: Record<string, string>,
  dataDir: string,
  ...args: string[]
): { code: number; out: string } {
  try {
    const out = execFileSync('node', [path.join(ROOT, 'scripts', 'release-switch.mjs'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, RELEASED_BY: 'e2e', ...env },
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

/** What GET /remotes.json answers now (platform/release-switch.ts): the live entries and their history. */
interface RemotesJson {
  store: string;
  live: { store: { version: string; last: { by: string } } };
}

/**
 * Reads /remotes.json on a connection of its own. The synchronous builds and CLI runs above block this
 * worker's event loop for over a minute; a keep-alive socket that fetch() pooled before them may have been
 * closed by the server (its 72 s keep-alive) without the client having seen it, and reusing it fails with
 * "other side closed" (seen in CI). `agent: false` never reuses a socket.
 */
function remotesJson(url: string): Promise<RemotesJson> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/remotes.json`, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`/remotes.json answered ${res.statusCode}: ${body}`));
          else resolve(JSON.parse(body) as RemotesJson);
        });
      })
      .on('error', reject);
  });
}

/** Marks the page so a reload would be seen (the mark is lost on reload). */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 17));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 17);
/** What the shell does when the tab is shown again: re-read the release switch. */
const showAgain = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.afterAll(() => {
  // Whatever a failed test left live, the remotes go back to their dist before their releases are removed,
  // so the test files after this one never meet a switch pointing at a deleted release.
  fs.rmSync(path.join(platformInfo().dataDir, 'remotes.json'), { force: true });
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

test('store 1.1.0 released and switched: open tab follows and keeps working, new tab shows it; rollback moves both back', async ({
  platform,
  guestPage,
  newContext,
}) => {
  const v1 = `1.0.0-e2e.${RUN}`;
  const v2 = `1.1.0-e2e.${RUN}`;
  publish('store-remote', v1);
  publish('store-remote', v2, [HEADING, NEW_HEADING]);
  expect(cli(platform.dataDir, 'switch', 'store-remote', v1).code).toBe(0);

  const open = await guestPage('/class11');
  await heading(open, HEADING).waitFor();
  await mark(open);

  const switched = cli(platform.dataDir, 'switch', 'store-remote', v2);
  expect(switched).toEqual({ code: 0, out: expect.stringContaining(`store: ${v1} → ${v2}`) });
  const state = await remotesJson(platform.url);
  expect(state.store).toBe(`/remotes/store/${v2}/mf-manifest.json`);
  expect(state.live.store).toMatchObject({ version: v2, last: { by: 'e2e' } });

  await showAgain(open);
  await heading(open, NEW_HEADING).waitFor();
  // Its lazy chunks still load: another page of the store.
  await open.getByRole('contentinfo').getByRole('link', { name: 'Class 12', exact: true }).click();
  await open.getByRole('heading', { level: 1, name: /Class 12/ }).waitFor();
  await open.goBack();
  await heading(open, NEW_HEADING).waitFor();

  const fresh = await (await newContext()).newPage();
  await fresh.goto(`${platform.url}/class11`);
  await heading(fresh, NEW_HEADING).waitFor();
  await mark(fresh);

  expect(cli(platform.dataDir, 'rollback', 'store-remote')).toEqual({
    code: 0,
    out: expect.stringContaining(`store: ${v2} → ${v1}`),
  });
  await Promise.all([showAgain(open), showAgain(fresh)]);
  await heading(open, HEADING).waitFor();
  await heading(fresh, HEADING).waitFor();
  expect([await stillMarked(open), await stillMarked(fresh)]).toEqual([true, true]);
  expect(cli(platform.dataDir, 'rollback', 'store-remote').code).toBe(0);
});

test('an incompatible store is refused by release:switch; forced live, it shows its Retry box and why, the rest works', async ({
  platform,
  guestPage,
}) => {
  const bad = `9.0.0-e2e.${RUN}`;
  publish('store-remote', bad, undefined, { contracts: '^99.0.0' });
  const refused = cli(platform.dataDir, 'switch', 'store-remote', bad);
  expect(refused).toEqual({ code: 1, out: expect.stringContaining('needs contracts ^99.0.0') });
  expect((await remotesJson(platform.url)).store).toBe('/remotes/store/mf-manifest.json');

  expect(cli(platform.dataDir, 'switch', 'store-remote', bad, '--force').code).toBe(0);
  try {
    const page = await guestPage('/class11');
    await expect(page.getByTestId('remote-refusal')).toContainText(
      'Remote store refused: needs contracts ^99.0.0',
    );
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByLabel(/email/i).waitFor();
  } finally {
    expect(cli(platform.dataDir, 'rollback', 'store-remote').code).toBe(0);
  }
});

test('a store manifest answering 404 (mid-deploy), then 200, recovers on Retry without a reload', async ({
  platform,
  context,
}) => {
  let missing = true;
  await context.route('**/remotes/store/mf-manifest.json', (route) =>
    missing
      ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' })
      : route.continue(),
  );
  const page = await context.newPage();
  await page.goto(`${platform.url}/class11`);
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
  await mark(page);
  missing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await heading(page, HEADING).waitFor();
  expect(await stillMarked(page)).toBe(true);
});

test('an admin tab open during an admin release switches tabs without an error', async ({
  platform,
  openAdmin,
}) => {
  const { page, errors } = await openAdmin('dashboard');
  await mark(page);
  const next = `1.0.1-e2e.${RUN}`;
  publish('admin-remote', next);
  expect(cli(platform.dataDir, 'switch', 'admin-remote', next).code).toBe(0);
  try {
    await showAgain(page);
    for (const tab of ['Payments', 'Users', 'Books', 'Dashboard']) await openTab(page, tab);
    expect(await stillMarked(page)).toBe(true);
    expect(realErrors(errors).filter((e) => !/moves to/.test(e))).toEqual([]);
  } finally {
    expect(cli(platform.dataDir, 'rollback', 'admin-remote').code).toBe(0);
  }
});

test("the store's standalone page renders its home page from its own folder", async ({ platform, page }) => {
  await page.goto(`${platform.url}/remotes/store/index.html`);
  await page.getByRole('heading', { level: 1, name: /Crack NEET and JEE/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/remotes/store/');
});

test('release:switch runs the skew journey first: a store release whose routes throw is refused with the failure, a good one goes live', async ({
  platform,
}) => {
  const skew = {
    RELEASE_SKEW_TEST: 'on',
    RELEASE_PLATFORM_URL: platform.url,
    RELEASE_ADMIN_USERNAME: platform.adminUsername,
    RELEASE_ADMIN_PASSWORD: platform.adminPassword,
  };
  const broken = `1.2.0-e2e.${RUN}`;
  // The Class 11 section's data now throws when the store's routes load it.
  publish('store-remote', broken, [`"${HEADING}"`, '(()=>{throw new Error("skew e2e: broken release")})()']);
  const refused = cliWith(skew, platform.dataDir, 'switch', 'store-remote', broken);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain(`refused: store ${broken} fails the skew journey: Class 11 listing`);
  expect(refused.out).toContain('skew e2e: broken release');
  expect(refused.out).toContain('the live version passes it');
  const remotes = async () => (await remotesJson(platform.url)).store;
  expect(await remotes()).toBe('/remotes/store/mf-manifest.json');

  const good = `1.2.1-e2e.${RUN}`;
  publish('store-remote', good, [HEADING, NEW_HEADING]);
  const passed = cliWith(skew, platform.dataDir, 'switch', 'store-remote', good);
  expect(passed).toEqual({ code: 0, out: expect.stringContaining(`skew test passed: store ${good}`) });
  expect(passed.out).toContain(`store: dist → ${good}`);
  try {
    expect(await remotes()).toBe(`/remotes/store/${good}/mf-manifest.json`);
    // Skipping is explicit and said so.
    const skipped = cliWith(skew, platform.dataDir, 'switch', 'store-remote', broken, '--skip-skew-test');
    expect(skipped).toEqual({ code: 0, out: expect.stringContaining('skew test skipped') });
    expect(cli(platform.dataDir, 'rollback', 'store-remote').code).toBe(0);
  } finally {
    expect(cli(platform.dataDir, 'rollback', 'store-remote').code).toBe(0);
  }
});
