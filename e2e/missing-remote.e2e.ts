/**
 * With one remote's manifest unreachable the rest of the site works (docs/architecture.md "The pieces"):
 * header, footer, theme, login and the other remotes keep working, and the broken part offers Retry.
 */
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';

test('store remote down: header, footer, theme and login still work; Retry recovers once it is back', async ({
  platform,
  context,
}) => {
  const { url } = platform;
  let blocked = true;
  await context.route('**/remotes/store/**', (route) => (blocked ? route.abort() : route.continue()));
  const page = await context.newPage();
  collectErrors(page);

  await page.goto(`${url}/class12`);
  await page.getByRole('banner').waitFor();
  await page.getByRole('contentinfo').getByText('Mumbai, Maharashtra, India').waitFor();
  await page.getByText('This part of the site could not be loaded.').waitFor({ timeout: 20_000 });

  // Theme toggle still works and is stored.
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.getByRole('button', { name: /switch to (light|dark) theme/i }).click();
  const after = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(after).not.toBe(before);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(after);

  // Login is the shell's own page.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel(/email/i).waitFor();

  // Retry loads the store once it is reachable again.
  await page.goto(`${url}/class12`);
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).first().waitFor({ timeout: 20_000 });
});

test('admin remote down: the storefront still renders books', async ({ platform, context }) => {
  const { url } = platform;
  await context.route('**/remotes/admin/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${url}/class11`);
  await page
    .getByRole('button', { name: /Buy Now|Read Now/ })
    .first()
    .waitFor({ timeout: 20_000 });
  await page.getByRole('contentinfo').waitFor();
});
