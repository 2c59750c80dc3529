/**
 * A device is a key, not a cookie (docs/domains/accounts.md "Devices are keys"), in real Chromium: a second
 * browser given the first one's cookies and sign-in token, but not its IndexedDB (so not its device key),
 * is refused reading and answering with the message, while the first reads and answers on; the same
 * account signed in properly on a second device follows the two-device rule (the test moves there).
 */
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { asOtherDevice, signInThroughPage } from './support/device';
import { expect, test } from './support/fixtures';
import { demoBuyer, openAttempt, questionHeading, syncStatus } from './support/online-test';
import { FREE_BOOK, openFromCard, viewer, waitForFirstPaint } from './support/reader-helpers';

test('a copied cookie and token read and answer nothing; the browser with the key goes on', async ({
  browser,
  platform,
  newContext,
  signedInContext,
}) => {
  test.setTimeout(240_000);
  const { student, bookId } = await demoBuyer('Key Holder');

  // The student's browser: the device the helpers signed in on, its key in its IndexedDB.
  const ownContext = await signedInContext({ token: student.token }, false);
  const own = await ownContext.newPage();
  await openAttempt(own, platform.url, bookId, 'Start');
  await expect(questionHeading(own)).toHaveText('Question 1');
  await own.getByRole('radio', { name: 'Option (1)' }).check();
  await own.getByRole('button', { name: 'Save & Next' }).click();
  await expect(syncStatus(own)).toHaveText('Saved');

  // Another browser with the same cookies and token, but an empty IndexedDB: it makes a key of its own.
  const copyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await copyContext.addCookies(await ownContext.cookies());
  await copyContext.addInitScript((token) => localStorage.setItem('token', token), student.token);
  const copy = await copyContext.newPage();
  const proofs: string[] = [];
  copy.on('request', (r) => {
    if (r.url().includes('/api/') && r.headers().dpop) proofs.push(r.headers().dpop);
  });

  // The refusal shows only until the 401 rule's redirect 100 ms later, shorter than a retrying assertion's
  // poll can be sure to catch: the page itself reports when the message is drawn.
  let refused = false;
  await copy.exposeFunction('reportRefusal', () => (refused = true));
  await copy.addInitScript(() => {
    const report = (window as unknown as { reportRefusal: () => void }).reportRefusal;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Please sign in again on this device to take the test'))
        report();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await openAttempt(copy, platform.url, bookId, 'Resume');
  await expect.poll(() => refused, { timeout: 15_000 }).toBe(true);
  await expect(questionHeading(copy)).toHaveCount(0);
  // The refusal is a 401: the app then sends the browser to sign in again (docs/screens.md "The 401 rule").
  // Waited for, so the next page is not opened while that navigation is under way (it aborted it).
  await copy.waitForURL(`${platform.url}/login`);

  await openFromCard(copy, FREE_BOOK);
  await expect(viewer(copy).getByText(LIMIT_MESSAGES.signInHere)).toBeVisible({ timeout: 15_000 });
  // It did sign its calls, with a key that is not the student's.
  expect(proofs.length).toBeGreaterThan(0);

  // The student's browser answers on, and reads.
  await own.getByRole('radio', { name: 'Option (2)' }).check();
  await own.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(own)).toHaveText('Question 3');
  await expect(syncStatus(own)).toHaveText('Saved');
  const reader = await ownContext.newPage();
  await openFromCard(reader, FREE_BOOK);
  await waitForFirstPaint(reader);

  // Signed in properly on a second device, the same account may take the test there (two devices).
  const tabletContext = await newContext();
  await asOtherDevice(tabletContext, platform.url, 'tablet');
  const tablet = await tabletContext.newPage();
  await signInThroughPage(tablet, platform.url, student.email, student.password);
  await expect(tablet.getByText('Login successful!')).toBeVisible({ timeout: 15_000 });
  await openAttempt(tablet, platform.url, bookId, 'Resume');
  await expect(questionHeading(tablet)).toHaveText('Question 3');
  await copyContext.close();
});
