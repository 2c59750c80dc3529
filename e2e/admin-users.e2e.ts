/**
 * Admin Users tab in Chromium (docs/domains/operations.md "Users", "Calls", "Errors"):
 * fetched only when the tab opens, the User Management table, the Active/Inactive toggle with its toasts
 * (a deactivated student is refused at once), and our role control with the last-admin rule; status and role
 * changes end the user's sessions (their old token gets 401).
 */
import type { Page } from '@playwright/test';
import {
  adminToken,
  callApi,
  openTab,
  pollUntil,
  realErrors,
  registerStudent,
  toast,
  type Me,
  type Student,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

let asha: Student;
let dev: Student;
test.beforeAll(async () => {
  asha = await registerStudent('Asha Verma');
  dev = await registerStudent('Dev Patel');
});

const userRow = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

/** The seeded admin's row (name Admin, role badge Admin). */
async function adminRow(page: Page) {
  const me = (await callApi<Me>('/auth/me', { token: await adminToken() })).body.user;
  return page
    .getByTestId('user-row')
    .filter({ has: page.getByText(me.name, { exact: true }) })
    .filter({ hasText: 'Remove Admin' })
    .first();
}

test('User Management: fetched only when the tab opens; photo, name, e-mail, role badge, status, joined date', async ({
  adminPage: { page, errors },
}) => {
  const usersCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/admin\/users(\?|$)/.test(r.url())) usersCalls.push(r.url());
  });
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
  await page.waitForTimeout(500);
  expect(usersCalls).toEqual([]);
  await openTab(page, 'Users');
  await page.getByRole('heading', { name: 'User Management' }).waitFor();
  expect(usersCalls).toHaveLength(1);
  await expect(page.locator('thead th')).toHaveText(['User', 'Role', 'Status', 'Joined', 'Actions']);

  const row = userRow(page, asha.email);
  await row.getByText('Asha Verma', { exact: true }).waitFor();
  await row.getByText('User', { exact: true }).waitFor();
  await row.getByRole('button', { name: /^Active: toggle status of Asha Verma$/ }).waitFor();
  // Today in India, with the time of day (admin dates in IST, e.g. "24 Nov 2026, 03:04:05 pm IST").
  const today = new Date().toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  const joined = new RegExp(`^${today}, \\d{2}:\\d{2}:\\d{2} [ap]m IST$`);
  await row.getByText(joined).waitFor();
  // No photo: the initial stands in its place.
  expect((await row.locator('td').first().textContent())?.startsWith('A')).toBe(true);
  await (await adminRow(page)).getByText('Admin', { exact: true }).first().waitFor();
  expect(realErrors(errors)).toEqual([]);
});

test('status toggle: Inactive refuses the student at once; Active restores access; toasts', async ({
  signedInPage,
  openPage,
  openAdmin,
}) => {
  // Signed in once (not on every load), so the page dropping the session stays visible after its redirect.
  const student = await signedInPage(asha.token, '/my-books');
  await student.getByRole('heading', { name: 'My Books' }).waitFor({ timeout: 20_000 });

  const { page } = await openAdmin('users');
  await userRow(page, asha.email)
    .getByRole('button', { name: /^Active: toggle status of/ })
    .click();
  await toast(page, 'User status updated successfully').waitFor();
  await userRow(page, asha.email)
    .getByRole('button', { name: /^Inactive: toggle status of/ })
    .waitFor();

  // Refused on the very next request: the token no longer works, the page drops the session.
  expect((await callApi('/auth/me', { token: asha.token })).status).toBe(401);
  await student.reload();
  // The 401 rule clears the token, then loads /login: a read during that navigation just tries again.
  await expect
    .poll(() => student.evaluate(() => localStorage.getItem('token')).catch(() => 'navigating'))
    .toBeNull();
  await student.waitForURL(/\/login$/);
  // Signing in again is refused with the server's reason.
  const login = await openPage(null, false, '/login');
  await login.page.getByLabel('Email', { exact: true }).fill(asha.email);
  await login.page.getByLabel('Password', { exact: true }).fill('violet-harbor-kite-42');
  await login.page.getByRole('button', { name: /^sign in$/i }).click();
  await toast(login.page, 'This account has been deactivated').waitFor();

  await userRow(page, asha.email)
    .getByRole('button', { name: /^Inactive: toggle status of/ })
    .click();
  await toast(page, 'User status updated successfully').waitFor();
  await userRow(page, asha.email)
    .getByRole('button', { name: /^Active: toggle status of/ })
    .waitFor();
  expect(
    (
      await callApi('/auth/login', {
        method: 'POST',
        body: { email: asha.email, password: 'violet-harbor-kite-42' },
      })
    ).status,
  ).toBe(200);
});

test('role control: Make Admin gives admin rights, Remove Admin takes them away; toasts', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('users');
  page.on('dialog', (d) => d.accept());
  const row = userRow(page, dev.email);
  await row.getByRole('button', { name: 'Make Admin: Dev Patel' }).click();
  await toast(page, 'User role updated successfully').waitFor();
  await row.getByText('Admin', { exact: true }).waitFor();
  // A role change ends the user's sessions: the old token is refused, a new sign-in is an admin.
  expect((await callApi('/admin/users', { token: dev.token })).status).toBe(401);
  const signIn = await callApi<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email: dev.email, password: 'violet-harbor-kite-42' },
  });
  const asAdmin = signIn.body.token;
  expect((await callApi('/admin/users', { token: asAdmin })).status).toBe(200);

  await row.getByRole('button', { name: 'Remove Admin: Dev Patel' }).click();
  await pollUntil(
    () => row.getByText('User', { exact: true }).count(),
    (n) => n === 1,
  );
  expect((await callApi('/admin/users', { token: asAdmin })).status).toBe(401);
});

test('the last active admin cannot demote or deactivate themself (server reason toasted); failures fall back', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('users');
  page.on('dialog', (d) => d.accept());
  const me = await adminRow(page);
  await me.getByRole('button', { name: /^Remove Admin/ }).click();
  await toast(page, 'The last active admin cannot be deactivated or demoted').waitFor();
  await me.getByRole('button', { name: /^Active: toggle status of/ }).click();
  await pollUntil(
    () =>
      page
        .locator('.notistack-SnackbarContainer')
        .getByText('The last active admin cannot be deactivated or demoted')
        .count(),
    (n) => n >= 2,
  );
  await me.getByRole('button', { name: /^Active: toggle status of/ }).waitFor();
  expect((await callApi<Me>('/auth/me', { token: await adminToken() })).body.user).toMatchObject({
    role: 'admin',
    isActive: true,
  });

  // No error field from the server: the texts of docs/domains/operations.md "Errors".
  await page.route('**/api/admin/users/*/status', (route) => route.fulfill({ status: 500, body: '' }));
  await page.route('**/api/admin/users/*/role', (route) => route.fulfill({ status: 500, body: '' }));
  await userRow(page, dev.email)
    .getByRole('button', { name: /^Active: toggle status of/ })
    .click();
  await toast(page, 'Failed to update user status').waitFor({ timeout: 20_000 });
  await userRow(page, dev.email).getByRole('button', { name: 'Make Admin: Dev Patel' }).click();
  await toast(page, 'Failed to update user role').waitFor({ timeout: 20_000 });
});
