/**
 * Header and footer in a real browser (docs/screens.md "Header and footer"): the links of visitors,
 * students and admins, Login / Get Started or the name with Logout, the mobile menu toggle at 360 px, the
 * footer's configured contacts and its /class11 links, and the Class 11 page honouring those filters.
 */
import type { Page } from '@playwright/test';
import { collectErrors } from './support/browser';
import { adminToken, card } from './support/store-session';
import { expect, test } from './support/fixtures';

/** The header's main links as [label, href] pairs, in order. */
async function navLinks(page: Page): Promise<[string, string][]> {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  return links.evaluateAll((els) =>
    els.map((a) => [a.textContent!.trim(), a.getAttribute('href')!] as [string, string]),
  );
}

test('visitors: Home, Class 11, Class 12, Tests; Login and Get Started; no Admin Panel', async ({
  guestPage,
}) => {
  const page = await guestPage('/');
  const errors = collectErrors(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Get Started' }).waitFor({ timeout: 20_000 });
  expect(await navLinks(page)).toEqual([
    ['Home', '/'],
    ['Class 11', '/class11'],
    ['Class 12', '/class12'],
    ['Tests', '/tests'],
  ]);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('students: Dashboard, My Books, Tests, My tests, Class 11, Class 12; their name and Logout; no Admin Panel', async ({
  student,
  studentPage: page,
}) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
  await header.getByText(student.name, { exact: true }).waitFor();
  expect(await navLinks(page)).toEqual([
    ['Dashboard', '/'],
    ['My Books', '/my-books'],
    ['Tests', '/tests'],
    ['My tests', '/my-tests'],
    ['Class 11', '/class11'],
    ['Class 12', '/class12'],
  ]);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
});

test('admins (isAdmin flag) also get the Admin Panel link to /admin', async ({ signedInPage }) => {
  const page = await signedInPage(await adminToken(), '/class12', true);
  const panel = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' });
  await panel.waitFor({ timeout: 20_000 });
  await expect(panel).toHaveAttribute('href', '/admin');
});

test('at 360 px the menu hides behind a toggle that opens it, and a tap on a link closes it', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/', 360);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.waitFor({ timeout: 20_000 });
  const classLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Class 12' });
  await expect(classLink).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await classLink.waitFor({ state: 'visible' });
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).waitFor({ state: 'visible' });
  await classLink.click();
  await page.waitForURL(`${platform.url}/class12`);
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  await expect(classLink).toBeHidden();
});

test('footer: the product line, configured e-mail and phone, Mumbai, and the /class11 links', async ({
  platform,
  guestPage,
}) => {
  // The configuration the server answers (SUPPORT_* environment, defaults here).
  const site = (await (await fetch(`${platform.url}/api/site`)).json()) as {
    email: string;
    phone: string;
    location: string;
  };
  expect(site.location).toBe('Mumbai, Maharashtra, India');
  const page = await guestPage('/tests');
  const footer = page.getByRole('contentinfo');
  await footer.getByText(site.location).waitFor({ timeout: 20_000 });
  await footer
    .getByText(
      'trusted partner for NEET and JEE preparation with study materials, practice tests and expert guidance',
      { exact: false },
    )
    .waitFor();
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phone.replace(/\s/g, '')}`,
  );
  const hrefs = await footer.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  for (const href of [
    '/class11?category=NEET',
    '/class11?category=JEE',
    '/class11?subject=physics',
    '/class11?subject=chemistry',
    '/class11?subject=biology',
    '/class11?subject=mathematics',
    '/privacy',
    '/terms',
    '/refund',
    '/contact',
    '/help',
    '/faq',
  ]) {
    expect(hrefs).toContain(href);
  }
  // The contact page shows the same configured contacts (one configuration, GET /api/site).
  await footer.getByRole('link', { name: 'Contact Us' }).click();
  const main = page.locator('#main-content');
  await main.getByRole('link', { name: site.email }).waitFor();
  await main.getByText(site.phone).waitFor();
});

test('footer, contact and policy pages show whatever the configuration answers, not built-in values', async ({
  platform,
  context,
}) => {
  const other = { email: 'help@example.in', phone: '+91 22 1234 5678', location: 'Pune, Maharashtra, India' };
  await context.route('**/api/site', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(other) }),
  );
  const page = await context.newPage();
  await page.goto(`${platform.url}/contact`);
  const footer = page.getByRole('contentinfo');
  await footer.getByText(other.location).waitFor({ timeout: 20_000 });
  await expect(footer.getByRole('link', { name: other.email })).toHaveAttribute(
    'href',
    'mailto:help@example.in',
  );
  await expect(footer.getByRole('link', { name: other.phone })).toHaveAttribute('href', 'tel:+912212345678');
  const main = page.locator('#main-content');
  await main.getByText(`Address: ${other.location}`).waitFor();
  await page.goto(`${platform.url}/refund`);
  await page.locator('#main-content').getByRole('link', { name: other.email }).waitFor();
  await expect(page.getByText('support@examstore.in')).toHaveCount(0);
});

test('Class 11 honours ?category= from the footer: one grid and a "Filtering by" line', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/tests');
  await page.getByRole('contentinfo').getByRole('link', { name: 'NEET Preparation' }).click();
  await page.waitForURL(`${platform.url}/class11?category=NEET`);
  await page.getByText('Filtering by category: NEET').waitFor({ timeout: 20_000 });
  await card(page, 'Units and Measurements').waitFor();
  await expect(page.getByRole('heading', { name: 'JEE Study Materials' })).toHaveCount(0);
  await expect(card(page, 'Molecular Orbital Diagrams')).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'JEE Preparation' }).click();
  await page.getByText('Filtering by category: JEE').waitFor();
  await card(page, 'Molecular Orbital Diagrams').waitFor();
  await expect(page.getByRole('heading', { name: 'NEET Study Materials' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear filter' }).click();
  await page.waitForURL(`${platform.url}/class11`);
  await page.getByRole('heading', { name: 'NEET Study Materials' }).waitFor();
  await page.getByRole('heading', { name: 'JEE Study Materials' }).waitFor();
  await expect(page.getByText(/^Filtering by/)).toHaveCount(0);
});

test("the footer's subject links open the search for that subject in every section, replacing /class11?subject=", async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/tests');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Physics' }).click();
  await page.waitForURL(`${platform.url}/search?subject=physics`, { timeout: 20_000 });
  await card(page, 'Units and Measurements').waitFor({ timeout: 20_000 });
  await card(page, 'Physics Notation Quick Reference').waitFor();
  await expect(card(page, 'Chemical Equations and Reactions')).toHaveCount(0);
  await expect(card(page, 'Euclidean and Coordinate Geometry')).toHaveCount(0);

  // Biology has no Class 11 book: the search finds class 12's, where the Class 11 grids showed nothing.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Biology' }).click();
  await page.waitForURL(`${platform.url}/search?subject=biology`);
  await card(page, 'Genetics and Inheritance: Pedigree Charts').waitFor();
  await expect(card(page, 'Units and Measurements')).toHaveCount(0);

  // The /class11?subject= step was replaced: Back goes to the previous search, not through /class11.
  await page.goBack();
  await page.waitForURL(`${platform.url}/search?subject=physics`);
  await page.goBack();
  await page.waitForURL(`${platform.url}/tests`);
});
