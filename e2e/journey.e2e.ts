/**
 * The main job across every layer: a guest browses the seeded books,
 * registers, buys a paid book by UPI, submits a UTR, the admin approves, the student sees the approval
 * without reloading, finds the book in My Books and reads pages 1 and 2 of the real PDF.
 */
import type { Page } from '@playwright/test';
import { collectErrors } from './support/browser';
import { canvasInk, waitForInk } from './support/canvas';
import { expect, test } from './support/fixtures';

const BOOK = 'Ray Optics: Mirrors and Lenses, Illustrated'; // class12, NEET, ₹149 discounted to ₹99, 11 pages
const utr = () => String(Date.now()).slice(-12).padStart(12, '7');

function card(page: Page, title: string) {
  return page.locator('article', { has: page.getByRole('heading', { name: title }) });
}

test('guest browses, registers, buys by UPI; admin approves; student reads the real PDF', async ({
  platform,
  page: student,
  newContext,
}) => {
  const { url, adminUsername, adminPassword } = platform;
  const errors = collectErrors(student);
  // Which API replica answered each call (x-replica-id): through the topology of several replicas
  // (npm run test:topology) every one of them must have served part of this journey.
  const replicas = new Set<string>();
  const trackReplicas = (p: Page) =>
    p.on('response', (r) => {
      const id = r.headers()['x-replica-id'];
      if (id) replicas.add(id);
    });
  trackReplicas(student);

  // A guest sees the seeded catalogue.
  await student.goto(`${url}/class12`);
  await card(student, BOOK).first().getByRole('button', { name: 'Buy Now' }).waitFor({ timeout: 20_000 });

  // Registers.
  const email = `student${Date.now()}@example.com`;
  await student.goto(`${url}/register`);
  await student.getByLabel('Full Name', { exact: true }).fill('Asha Verma');
  await student.getByLabel('Email', { exact: true }).fill(email);
  await student.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await student.getByLabel('Confirm Password', { exact: true }).fill('correct-horse-42');
  await student.getByRole('button', { name: /^sign up$|^create account$|^register$/i }).click();
  await student.getByText('Registration successful!').waitFor();
  await student.waitForURL(`${url}/`);

  // Buy Now on a paid book leads to the payment page with QR code, UPI ID and amount.
  await student.goto(`${url}/class12`);
  await card(student, BOOK).first().getByRole('button', { name: 'Buy Now' }).click();
  await student.waitForURL(/\/payment\/[0-9a-f-]+$/);
  const qr = student.getByRole('img', { name: /QR code/i });
  await qr.waitFor();
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
  await student.getByText('examstore@okaxis').first().waitFor();
  await student.getByText('₹99', { exact: false }).first().waitFor();

  // Submits a UTR and sees the payment pending.
  const reference = utr();
  await student.getByLabel(/UTR/i).fill(reference);
  await student.getByRole('button', { name: /submit/i }).click();
  await student.getByText('Payment submitted successfully!').waitFor();
  await student
    .getByText(/pending/i)
    .first()
    .waitFor();

  // The admin signs in and approves that payment.
  const admin = await (await newContext()).newPage();
  trackReplicas(admin);
  await admin.goto(`${url}/admin-login`);
  await admin.getByLabel(/username/i).fill(adminUsername);
  await admin.getByLabel(/^password$/i).fill(adminPassword);
  await admin.getByRole('button', { name: 'Sign in as Admin' }).click();
  await admin.waitForURL(`${url}/admin`);
  await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await admin.getByRole('tab', { name: 'Payments' }).click();
  const row = admin.locator('tr', { hasText: reference });
  await row.waitFor();
  await row.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText('Payment approved successfully').waitFor();

  // The student sees the approval without reloading (polled every 5 s).
  await student.getByText('Payment approved! You now have access to this book.').waitFor({ timeout: 20_000 });

  // My Books lists it; Read Now opens the viewer on page 1 of the real PDF, then page 2.
  await student.goto(`${url}/my-books`);
  await student.getByRole('heading', { name: 'My Books' }).waitFor();
  await card(student, BOOK).first().getByRole('button', { name: 'Read Now' }).click();
  await student.getByText(/Page 1 of 11/).waitFor({ timeout: 30_000 });
  const page1 = await waitForInk(student);
  expect(page1.width).toBeGreaterThan(300);
  await student.getByRole('button', { name: 'Next page' }).click();
  await student.getByText(/Page 2 of 11/).waitFor();
  // The page turn animates for 150 ms; wait until the page image shows different content.
  let page2 = await canvasInk(student);
  for (let i = 0; i < 50 && (page2.hash === page1.hash || page2.darkShare <= 0.002); i += 1) {
    await student.waitForTimeout(200);
    page2 = await canvasInk(student);
  }
  expect(page2.hash).not.toBe(page1.hash);
  expect(page2.darkShare).toBeGreaterThan(0.002);

  expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  const topology = (platform as { replicas?: Array<{ id: string }> }).replicas;
  if (topology) expect([...replicas].sort()).toEqual(topology.map((r) => r.id).sort());
});
