import { expect, test } from './support/fixtures';
import { mailsTo } from './support/mailbox';
import { callApi, registerStudent } from './support/store-session';

/**
 * Password reset: "Forgot password?" → an e-mail through the local SMTP server → the link → a new
 * password; the old session is refused afterwards and the new password signs in.
 */
test('a password reset by e-mail ends the old session and the new password signs in', async ({
  guestPage,
  platform,
}) => {
  const student = await registerStudent('Reset Student');
  const page = await guestPage('/login', 360);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Reset your password · Exam Store');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

  await expect.poll(() => mailsTo(student.email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const token = /reset-password\?token=([\w-]+)/.exec(mailsTo(student.email).at(-1)!.raw)![1];

  await page.goto(`${platform.url}/reset-password?token=${token}`);
  const NEW_PASSWORD = 'saffron-kettle-orbit-64';
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // The session the student had before is refused now.
  await expect(callApi('/auth/me', { token: student.token })).rejects.toThrow(/401/);
  // The link works once.
  await page.goto(`${platform.url}/reset-password?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('another-sturdy-phrase-91');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-sturdy-phrase-91');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('invalid or has expired');

  // The new password signs in.
  await page.goto(`${platform.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${platform.url}/`);
});
