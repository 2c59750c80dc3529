/**
 * The sign-in screens in a real browser (docs/domains/accounts.md "Login", "Register", "Admin login",
 * "Session", "Rules and limits", "Errors"): their fields, toggles and links, "Passwords do not match" with
 * nothing sent, every toast text, and the toast durations (success 2 s, errors 4 s), against the real API.
 */
import type { Page } from '@playwright/test';
import { collectErrors, platform } from './support/browser';
import { registerStudent, toast, type Account } from './support/store-session';
import { expect, test } from './support/fixtures';

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Login Tester');
});

const at = (path: string) => `${platform().url}${path}`;

/** Milliseconds a toast stays on screen, measured from its appearance to its removal. */
async function toastLifetime(page: Page, text: string): Promise<number> {
  await toast(page, text).waitFor();
  const shown = Date.now();
  await toast(page, text).waitFor({ state: 'detached', timeout: 8000 });
  return Date.now() - shown;
}

test('login form: e-mail and password, show/hide, Remember me, Forgot password, Google, link to /register', async ({
  guestPage,
}) => {
  const page = await guestPage('/login');
  const errors = collectErrors(page);
  const email = page.getByLabel('Email', { exact: true });
  await email.waitFor({ timeout: 20_000 });
  await expect(email).toHaveAttribute('type', 'email');
  expect(await email.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
  const password = page.getByLabel('Password', { exact: true });
  expect(await password.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  const remember = page.getByLabel('Remember me');
  await remember.check();
  await expect(remember).toBeChecked();
  // "Forgot password?" leads to the reset by e-mail (it went nowhere in the product's first version).
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  // Google sign-in is a browser navigation to the API (docs/domains/accounts.md "Calls"), not a fetch.
  const google = page.waitForRequest((r) => r.url().endsWith('/api/auth/google') && r.isNavigationRequest());
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await google;
  expect(errors.filter((e) => !/auth\/google|Failed to load resource/.test(e))).toEqual([]);
});

test('login failure toasts the server error for 4 s; success toasts "Login successful!" for 2 s and goes to /', async ({
  guestPage,
}) => {
  const page = await guestPage('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const failure = await toastLifetime(page, 'Invalid e-mail or password');
  expect(failure).toBeGreaterThan(3500);
  expect(failure).toBeLessThan(5500);
  await expect(page).toHaveURL(at('/login'));

  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const success = await toastLifetime(page, 'Login successful!');
  expect(success).toBeGreaterThan(1500);
  expect(success).toBeLessThan(3500);
  await expect(page).toHaveURL(at('/'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.getByRole('banner').getByText(student.name).waitFor();
});

test('register: labelled fields, two show toggles, "Passwords do not match" sends nothing, success goes to /', async ({
  guestPage,
}) => {
  const page = await guestPage('/register');
  await page.getByLabel('Full Name').waitFor({ timeout: 20_000 });
  // docs/domains/accounts.md "Rules and limits": name, e-mail, password and confirmation are all required.
  for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
    expect(
      await page.getByLabel(label, { exact: true }).evaluate((el) => (el as HTMLInputElement).required),
    ).toBe(true);
  }
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) sent += 1;
  });
  const email = `reg${Date.now()}@example.com`;
  await page.getByLabel('Full Name').fill('Meera Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('long-enough-typo');
  await page.getByRole('button', { name: 'Show password' }).click();
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('alert').getByText('Passwords do not match').waitFor();
  expect(sent).toBe(0);
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  await page.getByLabel('Confirm Password', { exact: true }).fill('long-enough-pass');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  // confirmPassword is never sent (docs/domains/accounts.md "Session").
  expect(JSON.parse((await request).postData() ?? '{}')).toEqual({
    name: 'Meera Nair',
    email,
    password: 'long-enough-pass',
  });
  await toast(page, 'Registration successful!').waitFor();
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Welcome back, Meera Nair' }).waitFor();
});

test('register shows the password rule and strength before submitting; weak passwords and blank names are not sent; the rule loads only on /register', async ({
  guestPage,
}) => {
  // The guest home's JavaScript carries no password dictionary (zxcvbn-ts is loaded lazily on /register).
  const page = await guestPage('/');
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
  });
  await page.reload();
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const dictionaryIn = () => scripts.filter((s) => s.body.includes('passwords-common')).length;
  expect(scripts.length).toBeGreaterThan(0);
  expect(dictionaryIn()).toBe(0);
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await page.getByLabel('Full Name').waitFor();
  await page
    .getByText(/^At least 8 characters\. Avoid common passwords and your own name or e-mail/)
    .waitFor();

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) sent += 1;
  });
  await page.getByLabel('Full Name').fill('Ira Sen');
  await page.getByLabel('Email', { exact: true }).fill(`ira${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByText('Password strength: Very weak').waitFor();
  await expect.poll(dictionaryIn).toBeGreaterThan(0);
  await page.getByLabel('Confirm Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('alert')
    .getByText(/^This password is too easy to guess/)
    .waitFor();
  await page.getByLabel('Password', { exact: true }).fill('ira sen 123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('ira sen 123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('alert').getByText('Password must not contain your e-mail or name').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('monsoon kettle violin');
  await page.getByText(/^Password strength: (Strong|Very strong)$/).waitFor();
  await page.getByLabel('Confirm Password', { exact: true }).fill('monsoon kettle violin');
  await page.getByLabel('Full Name').fill('   ');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('alert').getByText('Please enter your name').waitFor();
  expect(sent).toBe(0);
});

test('register failure toasts the server error (here: the address is taken)', async ({ guestPage }) => {
  const page = await guestPage('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('long-enough-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The server's text today names the conflict; should the API stop revealing it, the fallback applies.
  await page
    .locator('.notistack-SnackbarContainer')
    .getByText(/^An account with this e-mail already exists$|^Registration failed$/)
    .waitFor();
  await expect(page).toHaveURL(at('/register'));
});

test('admin login: username, password with toggle, "Signing in..." while busy, failure and success toasts', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/admin-login');
  const { adminUsername, adminPassword } = platform;
  await page.getByLabel('Username').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await page.waitForURL(at('/'));
  await page.goto(at('/admin-login'));

  for (const label of ['Username', 'Password']) {
    expect(
      await page.getByLabel(label, { exact: true }).evaluate((el) => (el as HTMLInputElement).required),
    ).toBe(true);
  }
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  await toast(page, 'Invalid username or password').waitFor();

  // Hold the answer back for a moment so the busy label can be seen; the answer itself is the server's.
  await page.route('**/api/admin/login', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByLabel('Password', { exact: true }).fill(adminPassword);
  // A marker that only a full reload (docs/domains/accounts.md "Session") wipes.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  await page.getByRole('button', { name: 'Signing in...' }).waitFor();
  // Attached, not visible: the toast is still growing in when the full reload
  // (docs/domains/accounts.md "Session") replaces the page.
  await toast(page, 'Admin login successful!').waitFor({ state: 'attached' });
  await page.waitForURL(at('/admin'));
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
  expect(
    await page.evaluate(() => [localStorage.getItem('isAdmin'), Boolean(localStorage.getItem('token'))]),
  ).toEqual(['true', true]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});
