import { expect, test } from './support/fixtures';
import { bookId, callApi, registerStudent, reviewPayment, submitPayment } from './support/store-session';

/**
 * My orders: a student sees every payment with its state, amount, UTR and times, and
 * the reason of a rejection; My Books says that a payment is waiting instead of only "No Books Purchased Yet".
 */
test('My orders shows pending, approved and rejected payments with their reasons; My Books points to them', async ({
  signedInPage,
}) => {
  const student = await registerStudent('Orders Student');
  const optics = await bookId('Ray Optics: Mirrors and Lenses, Illustrated', 'class12');
  const genetics = await bookId('Genetics and Inheritance: Pedigree Charts', 'class12');
  const tests = await callFirstPaidTest();
  const approved = await submitPayment(student, optics, '710000000001');
  await reviewPayment(approved, 'approve');
  const rejected = await submitPayment(student, genetics, '710000000002');
  await reviewPayment(rejected, 'reject', 'UTR not found in bank statement');
  await submitPayment(student, tests.id, '710000000003');

  for (const width of [360, 1280]) {
    const page = await signedInPage(student.token, '/my-orders', false, width);
    await expect(page).toHaveTitle('My orders · Exam Store');
    const orders = page.getByRole('article');
    await expect(orders).toHaveCount(3);
    // Newest first: the pending test series, the rejected, the approved.
    const pending = orders.nth(0);
    await expect(pending.getByRole('heading', { level: 2 })).toHaveText(tests.title);
    await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
    await expect(pending.getByText('710000000003')).toBeVisible();
    await expect(pending.getByText(/IST$/)).toHaveCount(1);

    const refused = orders.nth(1);
    await expect(refused.getByText('Rejected', { exact: true }).first()).toBeVisible();
    await expect(refused.getByText('UTR not found in bank statement')).toBeVisible();
    await expect(refused.getByRole('link', { name: 'Pay again with a new UTR' })).toHaveAttribute(
      'href',
      `/payment/${genetics}`,
    );

    const bought = orders.nth(2);
    await expect(bought.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(bought.getByText('710000000001')).toBeVisible();
    // Submitted and approved, both with their time of day in India time.
    await expect(bought.getByText(/\d{2}:\d{2} (am|pm) IST$/)).toHaveCount(2);
    await expect(bought.getByRole('link', { name: /Receipt for/ })).toHaveAttribute(
      'href',
      `/receipt/${approved}`,
    );
    await page.context().close();
  }

  const library = await signedInPage(student.token, '/my-books');
  await expect(library.getByRole('status').filter({ hasText: 'waiting for approval' })).toContainText(
    'One payment is waiting for approval',
  );
  await library.getByRole('link', { name: 'See my orders' }).click();
  await expect(library).toHaveURL(/\/my-orders$/);
});

/** A paid book of the test series section, for the pending order. */
async function callFirstPaidTest(): Promise<{ id: string; title: string }> {
  const list = await callApi<{ _id: string; title: string; isFree: boolean }[]>('/books?section=test');
  const paid = list.find((b) => !b.isFree)!;
  return { id: paid._id, title: paid.title };
}
