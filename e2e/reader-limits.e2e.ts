import { asOtherDevice, signInThroughPage } from './support/device';
import { expect, test } from './support/fixtures';
import { mailsTo } from './support/mailbox';
import { FREE_BOOK, openFromCard, viewer, waitForFirstPaint } from './support/reader-helpers';
import { registerStudent } from './support/store-session';

/**
 * One reader at a time and at most two devices (docs/domains/reading.md "Per-user budgets"), in real
 * browsers: each browser context is a device (its own `exam_device` cookie). A second device taking the book
 * over shows the first one the message, and Read here takes it back; a third device's sign-in lists the
 * devices and replaces one after the e-mailed code.
 */

test('a second device takes the book over; the first says so and Read here takes it back', async ({
  platform,
  newContext,
  signedInContext,
}) => {
  const student = await registerStudent('Two Devices');
  // The phone: the browser the student registered on (the fixtures' device).
  const phone = await (await signedInContext(student, false)).newPage();
  await openFromCard(phone, FREE_BOOK);
  await waitForFirstPaint(phone);

  // The laptop: another browser profile, signed in through the page.
  const laptopContext = await newContext();
  await asOtherDevice(laptopContext, platform.url, 'laptop');
  const laptop = await laptopContext.newPage();
  await signInThroughPage(laptop, platform.url, student.email, student.password);
  await expect(laptop.getByText('Login successful!')).toBeVisible({ timeout: 15_000 });
  await openFromCard(laptop, FREE_BOOK);
  await waitForFirstPaint(laptop);

  // The phone learns it at its next page or within 15 s.
  await phone.keyboard.press('ArrowRight');
  await expect(viewer(phone).getByText('This book was opened on another device')).toBeVisible({
    timeout: 20_000,
  });
  await viewer(phone).getByRole('button', { name: 'Read here' }).click();
  await waitForFirstPaint(phone);
  await laptop.keyboard.press('ArrowRight');
  await expect(viewer(laptop).getByText('This book was opened on another device')).toBeVisible({
    timeout: 20_000,
  });
});

test('a third device is refused with the list of devices until one is replaced with the e-mailed code', async ({
  platform,
  newContext,
}) => {
  const student = await registerStudent('Three Devices');
  const second = await newContext();
  await asOtherDevice(second, platform.url, 'second');
  const secondPage = await second.newPage();
  await signInThroughPage(secondPage, platform.url, student.email, student.password);
  await expect(secondPage.getByText('Login successful!')).toBeVisible({ timeout: 15_000 });

  const third = await newContext();
  await asOtherDevice(third, platform.url, 'third');
  const page = await third.newPage();
  await signInThroughPage(page, platform.url, student.email, student.password);
  const panel = page.getByTestId('device-limit');
  await expect(panel.getByRole('heading', { name: 'Too many devices' })).toBeVisible();
  await expect(panel.getByRole('radio')).toHaveCount(2);
  await panel.getByRole('radio').first().check();
  const mailsBefore = mailsTo(student.email).length;
  await panel.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(panel.getByRole('status')).toContainText('6-digit code');
  await expect.poll(() => mailsTo(student.email).length, { timeout: 15_000 }).toBeGreaterThan(mailsBefore);
  const code = /code to sign in on a new device is (\d{6})/.exec(mailsTo(student.email).at(-1)!.raw)![1];
  await panel.getByLabel('Code').fill(code);
  await panel.getByRole('button', { name: 'Replace and sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: 15_000 });
  await openFromCard(page, FREE_BOOK);
  await waitForFirstPaint(page);
});
