/**
 * The admin's "Trace a leaked page" in Chromium (docs/domains/reading.md "Marks"): a page a student's reader
 * received, cleaned with the threshold that used to remove the visible mark (every pixel whose darkest
 * channel is at least 185 turned white) and uploaded as a screenshot, names that student through the hidden
 * mark; an image with no page of ours says that nothing could be read.
 */
import sharp from 'sharp';
import { bookIdByTitle, callApi, registerStudent, type Student } from './support/admin-helpers';
import { platform } from './support/browser';
import { deviceFetch } from './support/device';
import { expect, test } from './support/fixtures';

const BOOK = 'Physics Notation Quick Reference';

/** Page `page` of the free book as the student's reader gets it at 960 px, cleaned by the threshold. */
async function thresholdedScreenshot(student: Student, page: number): Promise<Buffer> {
  const bookId = await bookIdByTitle(BOOK);
  const session = await callApi<{ token: string }>('/reading/sessions', {
    method: 'POST',
    token: student.token,
    body: { bookId },
  });
  expect(session.status).toBe(201);
  const res = await deviceFetch(`${platform().url}/api/reading/pages/${page}?w=960`, {
    headers: { authorization: `Bearer ${session.body.token}` },
  });
  expect(res.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 3)
    if (Math.min(data[i], data[i + 1], data[i + 2]) >= 185) data[i] = data[i + 1] = data[i + 2] = 255;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

test('Trace a leaked page: a thresholded screenshot names the student; a blank image reads nothing', async ({
  openAdmin,
}) => {
  test.setTimeout(180_000);
  const student = await registerStudent('Leak Tracer Kumar');
  const screenshot = await thresholdedScreenshot(student, 5);
  const { page } = await openAdmin('leak-trace');
  await page.getByRole('heading', { name: 'Trace a leaked page' }).waitFor();

  await page.getByTestId('leak-images').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: screenshot,
  });
  await page.getByTestId('leak-book').selectOption({ label: BOOK });
  await page.getByTestId('leak-page-number').fill('5');
  await page.getByRole('button', { name: 'Trace images' }).click();
  const found = page.getByTestId('leak-image-student');
  await expect(found).toContainText('Leak Tracer Kumar', { timeout: 120_000 });
  await expect(found).toContainText(student.email);
  await expect(page.getByTestId('leak-image-confidence')).toHaveText(/\d+%/);

  const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('leak-images')
    .setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
  await page.getByRole('button', { name: 'Trace images' }).click();
  await expect(page.getByTestId('leak-image-error')).toContainText('Nothing could be read', {
    timeout: 120_000,
  });
});
