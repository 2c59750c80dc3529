/**
 * Admin dashboard in Chromium (docs/domains/accounts.md "Admin login";
 * docs/domains/operations.md "Admin screens" Dashboard tab, docs/domains/accounts.md "Roles";
 * docs/domains/operations.md "Errors"): access rules, the admin login page, the stat cards with growth, the
 * 30-day chart, Quick Actions with the CSV export, and the Audit Log tab.
 */
import fs from 'node:fs';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  openTab,
  realErrors,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const BOOK = 'Ray Optics: Mirrors and Lenses, Illustrated'; // ₹149 discounted to ₹99

/** What `GET /api/admin/dashboard` answers (the fields these tests read). */
interface DashboardStats {
  totalUsers: number;
  totalBooks: number;
  totalPayments: number;
  totalRevenue: number;
  userGrowth: number;
  daily: Array<{ revenue: number }>;
}

test('/admin: a guest goes to /admin-login, a signed-in student to /', async ({ platform, openPage }) => {
  const guest = await openPage(null, false, '/admin');
  await guest.page.waitForURL(`${platform.url}/admin-login`);
  const student = await registerStudent('Gate Student');
  const signed = await openPage(student.token, false, '/admin');
  await signed.page.waitForURL(`${platform.url}/`);
  await expect(signed.page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('admin login: show/hide, failure toast, Signing in..., success toast and /admin; Back to Home', async ({
  platform,
  page,
  newContext,
}) => {
  const { url, adminUsername, adminPassword } = platform;
  await page.goto(`${url}/admin-login`);
  await page.getByLabel('Username').fill(adminUsername);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('wrong-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  // The server's error field (docs/domains/accounts.md "Errors").
  await toast(page, 'Invalid username or password').waitFor();

  // Hold the answer so the busy label can be seen.
  await page.route('**/api/admin/login', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await password.fill(adminPassword);
  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  await page.getByRole('button', { name: 'Signing in...' }).waitFor();
  await toast(page, 'Admin login successful!').waitFor();
  await page.waitForURL(`${url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBe('true');

  const again = await (await newContext()).newPage();
  await again.goto(`${url}/admin-login`);
  await again.getByRole('button', { name: 'Back to Home' }).click();
  await again.waitForURL(`${url}/`);
});

test('dashboard: tabs, four stat cards with API figures and growth, the 30-day chart', async ({
  openAdmin,
}) => {
  // One approved payment today, so revenue, the chart line and a bar have something to show.
  const student = await registerStudent('Chart Student');
  const paymentId = await submitPayment(student, await bookIdByTitle(BOOK), uniqueUtr());
  expect(
    (await callApi(`/admin/payments/${paymentId}/approve`, { method: 'POST', token: await adminToken() }))
      .status,
  ).toBe(200);
  const stats = (await callApi<DashboardStats>('/admin/dashboard', { token: await adminToken() })).body;

  const { page, errors } = await openAdmin();
  const tabs = await page.getByRole('tab').allInnerTexts();
  expect(tabs).toEqual([
    'Dashboard',
    'Payments',
    'Reconciliation',
    'Users',
    'Books',
    'Tests',
    'Payment Config',
    'Audit Log',
    'Leak Trace',
  ]);
  const card = (label: string) => page.getByRole('group', { name: label });
  await card('Total Users').getByText(String(stats.totalUsers), { exact: true }).waitFor();
  await card('Total Books').getByText(String(stats.totalBooks), { exact: true }).waitFor();
  await card('Total Payments').getByText(String(stats.totalPayments), { exact: true }).waitFor();
  await card('Revenue')
    .getByText(`₹${stats.totalRevenue.toLocaleString('en-IN')}`, { exact: true })
    .waitFor();
  expect(stats.totalRevenue).toBeGreaterThanOrEqual(99);
  // A fresh platform: everything was created in the last 30 days, so growth is +100% (green).
  const growth = card('Total Users').getByText(/^\+[\d.]+%/);
  await expect(growth).toContainText(`+${stats.userGrowth}%`, { useInnerText: true });
  const color = await growth.evaluate((el) => getComputedStyle(el).color);
  expect(color).toMatch(/rgb\(34, 197, 94\)|rgb\(22, 101, 52\)/);

  // The chart: an SVG with 30 day slots, a revenue line and at least one payments bar.
  const chart = page.getByTestId('activity-chart');
  await chart.locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
  await chart.locator('.recharts-line-curve').waitFor();
  expect(
    await chart.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle rect').count(),
  ).toBeGreaterThan(0);
  expect(await chart.getByText('Revenue', { exact: true }).count()).toBeGreaterThan(0);
  expect(await chart.getByText('Payments submitted', { exact: true }).count()).toBeGreaterThan(0);
  const today = stats.daily[29];
  expect(today.revenue).toBeGreaterThanOrEqual(99);
  await page.getByText(/approved · \d+ payments submitted/).waitFor();
  expect(realErrors(errors)).toEqual([]);
});

test('Quick Actions: Add New Book opens the Books tab, View All Users the Users tab, Export Data downloads CSV', async ({
  openAdmin,
}) => {
  const student = await registerStudent('Export Student');
  const utr = uniqueUtr();
  await submitPayment(student, await bookIdByTitle(BOOK), utr);
  const { page } = await openAdmin();
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();

  await page.getByRole('button', { name: 'Add New Book' }).click();
  await page.getByRole('dialog', { name: 'Add New Book' }).waitFor();
  await expect(page.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Dashboard');
  await page.getByRole('button', { name: 'View All Users' }).click();
  await page.getByRole('heading', { name: 'User Management' }).waitFor();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  await openTab(page, 'Dashboard');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Payment ID,Submitted At,Status,UTR Number,Amount (INR),User Name,User Email,Book Title,Book Price (INR),Reviewed At,Rejection Reason',
  );
  const mine = lines.find((l) => l.includes(utr));
  expect(mine).toContain(`,pending,${utr},99,Export Student,${student.email},"${BOOK}",99,`);
  await toast(page, 'Payments exported successfully').waitFor();
});

test('Audit Log tab lists the admin actions with who, what and before → after', async ({ openAdmin }) => {
  const student = await registerStudent('Audit Student');
  const paymentId = await submitPayment(student, await bookIdByTitle(BOOK), uniqueUtr());
  const token = await adminToken();
  await callApi(`/admin/payments/${paymentId}/reject`, {
    method: 'POST',
    token,
    body: { reason: 'UTR not found in statement' },
  });
  await callApi(`/admin/users/${student.id}/status`, { method: 'PUT', token, body: { isActive: false } });

  const { page, errors } = await openAdmin('audit-log');
  await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
  const first = page.getByTestId('audit-row').first();
  await first.waitFor();
  // Newest first: the status change, then the rejection.
  await first.getByText('User status changed').waitFor();
  await first.getByText('isActive: true → false').waitFor();
  await first.getByText('Admin', { exact: true }).waitFor();
  const second = page.getByTestId('audit-row').nth(1);
  await second.getByText('Payment rejected').waitFor();
  await second.getByText('status: pending → rejected').waitFor();
  await second.getByText('rejectionReason: (empty) → UTR not found in statement').waitFor();

  await page.getByLabel('Action filter').selectOption('payment.reject');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="audit-row"]')].every((r) =>
      r.textContent?.includes('Payment rejected'),
    ),
  );
  expect(await page.getByTestId('audit-row').count()).toBeGreaterThanOrEqual(1);
  expect(realErrors(errors)).toEqual([]);
});
