/**
 * Regenerates the storefront screenshots in docs/screenshots/: home in dark and light, Class 12, the
 * payment page and My Books, each at 1280 px and 360 px wide (viewport shots, palette PNG via sharp, the API's
 * image library, each kept under 400 KB).
 * Starts its own platform on a fresh data folder (the e2e starter, loaded with jiti), signs a student up, buys
 * and approves one book through the API so My Books has something to show, then drives Debian's Chromium.
 *
 * Usage: `node scripts/screenshots.mjs` (PORT defaults to 3391; DATABASE_URL is honoured like the e2e tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const MAX_BYTES = 400 * 1024;
const jiti = createJiti(import.meta.url);
const { startPlatform } = await jiti.import(path.join(root, 'e2e', 'support', 'platform.ts'));

/** JSON call to the platform's API; throws on a non-2xx answer. */
async function call(base, route, { token, json, method } = {}) {
  const res = await fetch(`${base}/api${route}`, {
    method: method ?? (json ? 'POST' : 'GET'),
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

const bookIdOf = async (base, title, section) =>
  (await call(base, `/books?section=${section}`)).find((b) => b.title === title)._id;

/** Opens `route` at `width` with the given theme and session, waits for data and animations, and saves it. */
async function shoot(browser, base, { name, route, width, theme = 'dark', token }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 780 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(`${base}/faq`);
  await page.evaluate(
    ({ t, th }) => {
      localStorage.setItem('theme', th);
      if (t) localStorage.setItem('token', t);
    },
    { t: token, th: theme },
  );
  await page.goto(`${base}${route}`);
  await page.locator('footer').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // card fade-ins (0.1 s steps) and cover images
  const file = path.join(outDir, `${name}-${width}.png`);
  // Gradients and covers make raw PNGs ~500 KB: a 256-colour palette keeps them sharp and a quarter the size.
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 85, effort: 8 })
    .toBuffer();
  fs.writeFileSync(file, png);
  const bytes = png.length;
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over ${MAX_BYTES}`);
  console.log(`${path.relative(root, file)} ${Math.round(bytes / 1024)} KB`);
  await context.close();
}

const platform = await startPlatform(Number(process.env.PORT ?? 3391));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const base = platform.url;
  const { token: admin } = await call(base, '/admin/login', {
    json: { username: platform.adminUsername, password: platform.adminPassword },
  });
  const { token } = await call(base, '/auth/register', {
    json: { name: 'Asha Verma', email: `shots${Date.now()}@example.com`, password: 'study-hard-2026' },
  });
  const owned = await bookIdOf(base, 'Ray Optics: Mirrors and Lenses, Illustrated', 'class12');
  const { paymentId } = await call(base, '/payment/submit', {
    token,
    json: { bookId: owned, utr: '482913570264' },
  });
  await call(base, `/admin/payments/${paymentId}/approve`, { token: admin, json: {} });
  const toBuy = await bookIdOf(base, 'Genetics and Inheritance: Pedigree Charts', 'class12');
  fs.mkdirSync(outDir, { recursive: true });
  for (const width of [1280, 360]) {
    await shoot(browser, base, { name: 'home-dark', route: '/', width });
    await shoot(browser, base, { name: 'home-light', route: '/', width, theme: 'light' });
    await shoot(browser, base, { name: 'class12', route: '/class12', width });
    await shoot(browser, base, { name: 'payment', route: `/payment/${toBuy}`, width, token });
    await shoot(browser, base, { name: 'my-books', route: '/my-books', width, token });
  }
} finally {
  await browser.close();
  await platform.stop();
}
