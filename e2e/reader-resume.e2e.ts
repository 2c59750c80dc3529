/**
 * Resume: the reader remembers each user's last page per book on the server
 * (PUT /api/reading/progress/:bookId, debounced) and reopens there, on any device (a new browser context).
 */
import {
  adminCredentials,
  bookIdOf,
  FREE_BOOK,
  openAt,
  openFromCard,
  pageLabel,
  studentCredentials,
  viewer,
  waitForFirstPaint,
  waitForPainted,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';

test('reopens at the last page on another device, per user; a page turned just before closing is kept', async ({
  platform,
  signedInContext,
}) => {
  const student = await studentCredentials();
  const bookId = await bookIdOf(FREE_BOOK.title);
  /** Where the server has the student's place (its own answer, read from Node). */
  const lastPage = async () => {
    const res = await fetch(`${platform.url}/api/reading/progress/${bookId}`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    return (await res.json()).lastPage as number;
  };

  // Device A: go to page 5 and wait for the debounced save.
  const deviceA = await signedInContext(student, false);
  const a = await deviceA.newPage();
  await openAt(a, FREE_BOOK, 1);
  const saved = a.waitForResponse(
    (r) =>
      r.url().includes(`/api/reading/progress/${bookId}`) &&
      r.request().method() === 'PUT' &&
      r.request().postData() === '{"page":5}',
  );
  await a.keyboard.press('PageDown');
  await waitForPainted(a, 2);
  const input = viewer(a).getByLabel('Page number');
  await input.fill('5');
  await input.press('Enter');
  // The save's answer is private (no-store): read back from the server rather than from the browser's copy.
  expect((await saved).status()).toBe(200);
  expect(await lastPage()).toBe(5);
  await a.keyboard.press('Escape');

  // Device B (a fresh browser profile): opens on page 5.
  const deviceB = await signedInContext(student, false);
  const b = await deviceB.newPage();
  await openFromCard(b, FREE_BOOK);
  expect(await waitForFirstPaint(b)).toBe(5);
  expect(await pageLabel(b)).toBe(`Page 5 of ${FREE_BOOK.pages}`);

  // Turning a page and closing at once still saves it (flushed with keepalive on close).
  await b.keyboard.press('ArrowRight');
  await waitForPainted(b, 6);
  const flushed = b.waitForRequest(
    (r) => r.url().includes(`/api/reading/progress/${bookId}`) && r.method() === 'PUT',
  );
  await b.keyboard.press('Escape');
  expect(JSON.parse((await flushed).postData() ?? '{}')).toEqual({ page: 6 });
  // The keepalive PUT may land just after the close: poll briefly.
  for (let i = 0; i < 20 && (await lastPage()) !== 6; i += 1) await b.waitForTimeout(100);
  expect(await lastPage()).toBe(6);

  // Another user (the admin) keeps their own place.
  const admin = await adminCredentials();
  const res = await fetch(`${platform.url}/api/reading/progress/${bookId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ page: 3 }),
  });
  expect(res.status).toBe(200);
  const adminPage = await (await signedInContext(admin, true)).newPage();
  await openFromCard(adminPage, FREE_BOOK);
  expect(await waitForFirstPaint(adminPage)).toBe(3);
  await deviceA.close();
  await deviceB.close();
});
