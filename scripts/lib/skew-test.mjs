/**
 * The skew test of `npm run release:switch` ("a skew test in the browser runs the journey against
 * the previous and the new release of each remote, under the live shell and API, before a switch is
 * allowed"; docs/releases.md "Skew test").
 *
 * A short journey in Debian's Chromium against the running platform, twice: with the live version of the
 * remote, then with the candidate loaded for that remote only. The candidate is put in by this browser alone:
 * its `/remotes.json` answers are rewritten in flight (Playwright routing) to point that one remote at
 * `/remotes/<name>/<version>/mf-manifest.json`. Nothing on the server changes, so no visitor (and no student
 * with a crafted link) can ever be served a release that was not switched live.
 *
 * Journeys: store, a guest's home, Class 11 and Test Series pages; reader, the admin opens a book from the
 * Class 11 listing and sees its first page; admin, the admin's dashboard and each of its tabs; test, the
 * admin's My tests page. A step fails
 * on the shell's "Something went wrong" box (the remote threw or was refused), an uncaught page error, or
 * its content not shown in time; the candidate's journey also fails if no file of the candidate was loaded.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, testBrowserPath } from './chromium.mjs';

/** Milliseconds a step may take (a cold remote on a busy 2-core machine). */
const STEP_MS = 30_000;

/**
 * Where the platform is and who signs in for the reader and admin journeys: RELEASE_PLATFORM_URL (default
 * http://127.0.0.1:$PORT, PORT 3000), RELEASE_ADMIN_USERNAME / RELEASE_ADMIN_PASSWORD (default ADMIN_USERNAME,
 * else `admin`, / ADMIN_PASSWORD).
 */
export function skewSettings(env = process.env) {
  return {
    baseUrl: (env.RELEASE_PLATFORM_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/$/, ''),
    adminUsername: env.RELEASE_ADMIN_USERNAME || env.ADMIN_USERNAME || 'admin',
    adminPassword: env.RELEASE_ADMIN_PASSWORD || env.ADMIN_PASSWORD || '',
  };
}

/** The admin's bearer token (`POST /api/admin/login`); throws with the server's answer. */
async function adminToken({ baseUrl, adminUsername, adminPassword }) {
  if (!adminPassword) throw new Error('set RELEASE_ADMIN_PASSWORD: the journey signs in as the admin');
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  if (!res.ok) throw new Error(`admin sign-in for the journey: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Waits for `target` to show; throws when the shell's failure box shows instead, or on timeout. */
async function shown(page, target, what) {
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  // Drawn by the remote, not the server's prerendered page top (docs/speed.md "Prerendered first paint"),
  // which shows the same headings and cards before any remote has run.
  const drawn = target.and(page.locator(':not([data-prerender] *)'));
  await drawn.or(failure).first().waitFor({ timeout: STEP_MS });
  if (await failure.count()) {
    const text = (await failure.first().innerText()).replace(/\s+/g, ' ').trim();
    throw new Error(`${what}: the shell shows "${text}"`);
  }
}

/** The journey of each remote: `(page, baseUrl) => Promise<void>`, as a list of named steps. */
const JOURNEYS = {
  store: [
    [
      'guest home /',
      async (page, base) => {
        await page.goto(`${base}/`);
        await shown(page, page.getByRole('main').getByRole('heading', { level: 1 }), 'home');
      },
    ],
    [
      'Class 11 listing',
      async (page, base) => {
        await page.goto(`${base}/class11`);
        await shown(page, page.getByRole('main').locator('article').first(), '/class11 book cards');
      },
    ],
    [
      'Test Series listing',
      async (page, base) => {
        await page.goto(`${base}/tests`);
        await shown(page, page.getByRole('main').getByRole('heading', { level: 1 }), '/tests');
      },
    ],
  ],
  reader: [
    [
      'admin opens a book from Class 11',
      async (page, base) => {
        await page.goto(`${base}/class11`);
        const read = page.getByRole('button', { name: 'Read Now' }).first();
        await shown(page, read, '/class11 Read Now');
        await read.click();
        await shown(page, page.locator('[data-testid="pdf-page"][data-painted]').first(), 'the first page');
      },
    ],
  ],
  admin: [
    [
      'admin dashboard and its tabs',
      async (page, base) => {
        await page.goto(`${base}/admin`);
        await shown(page, page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }), '/admin');
        const tabs = page.getByRole('tab');
        for (let i = 0; i < (await tabs.count()); i += 1) {
          const tab = tabs.nth(i);
          await tab.click();
          await shown(page, tab.and(page.locator('[aria-selected="true"]')), `tab ${await tab.innerText()}`);
          await shown(page, page.getByRole('tabpanel'), `tab ${await tab.innerText()}`);
        }
      },
    ],
  ],
  exam: [
    [
      'admin opens My tests',
      async (page, base) => {
        await page.goto(`${base}/my-tests`);
        await shown(page, page.getByRole('heading', { level: 1, name: 'My tests' }), '/my-tests');
      },
    ],
  ],
};

/**
 * Runs `name`'s journey once in a fresh context; `manifest` (a path) replaces that remote's entry of
 * /remotes.json, null keeps the live one. Resolves `{ ok, error?, loaded }`: `loaded` counts responses from
 * `watch` (the candidate's folder).
 */
async function journey(browser, { baseUrl, name, manifest, token, watch }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  const logged = [];
  let loaded = 0;
  try {
    if (manifest) {
      await context.route(`${baseUrl}/remotes.json`, async (route) => {
        const response = await route.fetch();
        const json = { ...(await response.json()), [name]: manifest };
        await route.fulfill({ response, json });
      });
    }
    if (token) {
      await context.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('isAdmin', 'true');
      }, token);
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // What the shell logs when a remote fails ("Remote failed Error: …"): the why of a failure box.
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text().split('\n')[0]);
    });
    page.on('response', (res) => {
      if (watch && res.ok() && new URL(res.url()).pathname.startsWith(watch)) loaded += 1;
    });
    for (const [label, step] of JOURNEYS[name]) {
      try {
        await step(page, baseUrl);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return { ok: false, error: `${label}: ${message}`, errors, logged, loaded };
      }
      if (errors.length)
        return { ok: false, error: `${label}: uncaught error in the page`, errors, logged, loaded };
    }
    return { ok: true, errors, logged, loaded };
  } finally {
    await context.close();
  }
}

/** One line for a journey's failure: where, why, and the page's uncaught errors and logged errors. */
function describe(result) {
  const extra = [
    ...result.errors.slice(0, 3).map((e) => `page error: ${e}`),
    ...(result.logged ?? []).filter((e) => e.startsWith('Remote failed')).slice(0, 2),
  ];
  return `${result.error}${extra.length ? ` (${extra.join(' | ')})` : ''}`;
}

/**
 * Runs the skew test of `name` (`store`, `reader`, `admin`, `test`) at `version`. Resolves
 * `{ ok, live, candidate, ms, message }`; `ok` is false when the candidate's journey fails (whatever the live
 * one did), no journey is written for `name`, or no Chromium / no platform. Never throws.
 */
export async function runSkewTest(name, version, settings = skewSettings()) {
  const started = Date.now();
  const fail = (message) => ({ ok: false, message, ms: Date.now() - started });
  // A journey is code, written with the remote: a remote added to apps.json has none until its team adds it.
  if (!Object.hasOwn(JOURNEYS, name))
    return fail(`no skew journey for ${name} in scripts/lib/skew-test.mjs (add one, or --skip-skew-test)`);
  const executablePath = testBrowserPath();
  if (!executablePath) return fail('no Chromium for the skew test (install chromium or set CHROMIUM_PATH)');
  try {
    const health = await fetch(`${settings.baseUrl}/api/health`);
    if (!health.ok)
      return fail(`the platform at ${settings.baseUrl} answers ${health.status} on /api/health`);
  } catch {
    return fail(`no platform answers at ${settings.baseUrl} (RELEASE_PLATFORM_URL)`);
  }
  let browser;
  try {
    const token = name === 'store' ? null : await adminToken(settings);
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
    const folder = `/remotes/${name}/${version}/`;
    const live = await journey(browser, { baseUrl: settings.baseUrl, name, manifest: null, token });
    const candidate = await journey(browser, {
      baseUrl: settings.baseUrl,
      name,
      manifest: `${folder}mf-manifest.json`,
      token,
      watch: folder,
    });
    if (candidate.ok && candidate.loaded === 0) {
      Object.assign(candidate, {
        ok: false,
        error: `the journey never loaded ${folder}`,
        errors: [],
        logged: [],
      });
    }
    const liveNote = live.ok
      ? 'the live version passes it'
      : `the live version fails it too: ${describe(live)}`;
    const message = candidate.ok
      ? `skew test passed: ${name} ${version} and the live version, under the live shell (${liveNote})`
      : `${name} ${version} fails the skew journey: ${describe(candidate)}; ${liveNote}`;
    return { ok: candidate.ok, live, candidate, message, ms: Date.now() - started };
  } catch (error) {
    return fail(`skew test could not run: ${error instanceof Error ? error.message : error}`);
  } finally {
    await browser?.close();
  }
}
