/**
 * हिंदी in a real browser at 360 px (the language switch of the header and the phone menu,
 * docs/languages.md): the switch and a reload keep Hindi with `<html lang="hi">`; every student page
 * translated so far shows no English UI text outside an allow-list (brand, exam names, UPI, UTR, PDF,
 * numbers) and the data a page shows as it came (book titles and descriptions, marked `lang="en"`; contact
 * details); the API's refusals reach a student in Hindi. The Devanagari font: hindi-fonts.e2e.ts.
 */
import { collectErrors } from './support/browser';
import { demoBuyer, DEMO_SERIES, DEMO_TEST, openDemoTest } from './support/online-test';
import { FREE_BOOK, viewer } from './support/reader-helpers';
import {
  bookId,
  callApi,
  card,
  createBook,
  deleteBooks,
  registerStudent,
  reviewPayment,
  submitPayment,
  uniqueUtr,
} from './support/store-session';
import { expect, test } from './support/fixtures';
import { englishOnPage, hindiPhone, PHONE, settle } from './support/hindi-page';

/**
 * Pages a guest reaches, each with what says it has rendered and the words it shows as the student typed
 * them (the search's own words).
 */
const GUEST_PAGES: [string, string, string[]?][] = [
  ['/', 'h1'],
  ['/class11', 'h1'],
  ['/class12', 'h1'],
  ['/tests', 'h1'],
  ['/search?q=physics', 'h1', ['physics']],
  ['/login', 'h1'],
  ['/register', 'h1'],
  ['/forgot-password', 'h1'],
  ['/help', 'h1'],
  ['/faq', 'h1'],
  ['/contact', 'h1'],
  ['/privacy', 'h1'],
  ['/terms', 'h1'],
  ['/refund', 'h1'],
  ['/no-such-page', 'h1'],
];

test('the phone menu switches to हिंदी; a reload keeps it with <html lang="hi">; English comes back', async ({
  guestPage,
  platform,
}) => {
  const page = await guestPage('/', PHONE);
  const errors = collectErrors(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'सही अध्ययन सामग्री के साथ NEET और JEE में सफलता पाएँ',
  );
  await expect(page.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'कक्षा 11' }).waitFor();
  await expect(page).toHaveTitle('NEET और JEE की अध्ययन सामग्री और टेस्ट सीरीज़ · Exam Store');

  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crack NEET and JEE with the right study material',
  );
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect(page.url()).toBe(`${platform.url}/`);
  expect(errors).toEqual([]);
});

test('a first visit follows the browser’s preferred language', async ({ newContext, platform }) => {
  const page = await (
    await newContext({ locale: 'hi-IN', viewport: { width: PHONE, height: 800 } })
  ).newPage();
  await page.goto(`${platform.url}/class11`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कक्षा 11 की अध्ययन सामग्री');
});

test('the guest pages in हिंदी show no English UI text at 360 px', async ({ newContext, platform }) => {
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const page = await context.newPage();
  const errors = collectErrors(page);
  const english: Record<string, string[]> = {};
  for (const [path, ready, typed] of GUEST_PAGES) {
    await settle(page, path, ready, platform.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const words = await englishOnPage(page, typed);
    if (words.length) english[path] = words;
  }
  // The phone menu's own texts too.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('navigation', { name: 'मुख्य' }).waitFor();
  const menu = await englishOnPage(page);
  if (menu.length) english['menu'] = menu;
  expect(english).toEqual({});
  expect(errors).toEqual([]);
});

test('a signed-in student’s हिंदी is kept on the account: a device with no choice opens in it', async ({
  signedInPage,
  student,
}) => {
  const page = await signedInPage(student.token, '/my-books', false, PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(() => callApi<{ lang: string }>('/auth/preferences', { token: student.token }).then((p) => p.lang))
    .toBe('hi');

  // Nothing chosen on the device any more (a new phone, cleared storage): the account's language.
  await page.evaluate(() => {
    localStorage.removeItem('lang');
    sessionStorage.clear();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी किताबें');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
});

test('a student’s pages in हिंदी show no English UI text at 360 px: My Books, My Orders, payment, receipt', async ({
  signedInContext,
  platform,
}) => {
  const student = await registerStudent('Ravi Kumar');
  const approved = await submitPayment(
    student,
    await bookId('Current Electricity and Circuit Diagrams', 'class12'),
  );
  await reviewPayment(approved, 'approve');
  const pendingBook = await bookId('Ray Optics: Mirrors and Lenses, Illustrated', 'class12');
  await submitPayment(student, pendingBook);
  const { page, errors, english } = await hindiPhone(signedInContext, student);
  // Data shown as it came inside names and hints (a Read Now button named after its book, the header's
  // tooltip with the student's name, the tab title): the books' titles and the name.
  const data = [
    'Current Electricity and Circuit Diagrams',
    'Ray Optics: Mirrors and Lenses, Illustrated',
    'Ravi Kumar',
  ].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
  for (const path of ['/my-books', '/my-orders', `/payment/${pendingBook}`, `/receipt/${approved}`]) {
    await settle(page, path, 'h1', platform.url);
    const words = await englishOnPage(page, data);
    if (words.length) english[path] = words;
  }
  expect(english).toEqual({});
  expect(errors).toEqual([]);
});

test('a book with a Hindi title and description shows them in हिंदी, and its English marked as English otherwise', async ({
  newContext,
  platform,
}) => {
  const hindi = await createBook({
    title: 'Thermodynamics Crash Course',
    description: 'Laws of thermodynamics with solved numericals.',
    titleHi: 'ऊष्मागतिकी क्रैश कोर्स',
    descriptionHi: 'हल किए गए संख्यात्मक प्रश्नों के साथ ऊष्मागतिकी के नियम।',
    category: 'JEE',
    section: 'class12',
  });
  try {
    const open = async (lang: string) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await page.goto(`${platform.url}/class12`);
      return page;
    };
    const hi = await open('hi');
    const card = hi.getByRole('article', { name: 'ऊष्मागतिकी क्रैश कोर्स' });
    await card.waitFor({ timeout: 20_000 });
    await expect(card.getByText('हल किए गए संख्यात्मक प्रश्नों के साथ ऊष्मागतिकी के नियम।')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'ऊष्मागतिकी क्रैश कोर्स' })).not.toHaveAttribute('lang');
    // A book with no Hindi keeps its English title, marked as English for screen readers.
    const english = hi.getByRole('heading', { name: 'Current Electricity and Circuit Diagrams' });
    await expect(english).toHaveAttribute('lang', 'en');
    // The Hindi title finds the book in the search.
    await hi.goto(`${platform.url}/search?q=${encodeURIComponent('ऊष्मागतिकी')}`);
    await hi.getByRole('article', { name: 'ऊष्मागतिकी क्रैश कोर्स' }).waitFor({ timeout: 20_000 });

    const en = await open('en');
    await en.getByRole('article', { name: 'Thermodynamics Crash Course' }).waitFor({ timeout: 20_000 });
    await expect(en.getByText('ऊष्मागतिकी क्रैश कोर्स')).toHaveCount(0);
  } finally {
    await deleteBooks([hindi]);
  }
});

test('the reader, the exam screen, its result and My tests in हिंदी show no English UI text at 360 px', async ({
  signedInContext,
  platform,
}) => {
  const { student } = await demoBuyer('Ravi Kumar');
  const { page, errors, english } = await hindiPhone(signedInContext, student);
  const audit = async (where: string, data: string[]) => {
    await page.waitForLoadState('networkidle');
    const words = await englishOnPage(
      page,
      data.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []),
    );
    if (words.length) english[where] = words;
  };

  // The reader: Read Now on the free book's card.
  await page.goto(`${platform.url}${FREE_BOOK.route}`);
  await card(page, FREE_BOOK.title).getByRole('button', { name: 'अभी पढ़ें' }).first().click();
  await viewer(page).waitFor({ timeout: 30_000 });
  await viewer(page).getByRole('button', { name: 'अगला पेज' }).waitFor({ timeout: 30_000 });
  await audit('reader', [FREE_BOOK.title, 'Ravi Kumar']);
  await page.keyboard.press('Escape');

  // The exam screen: Take Test on the series, the instructions, then the first question.
  await page.goto(`${platform.url}/tests`);
  await card(page, DEMO_SERIES).getByRole('link', { name: 'टेस्ट दें' }).click();
  await openDemoTest(page, 'टेस्ट खोलें');
  const data = [DEMO_SERIES, DEMO_TEST, 'Ravi Kumar', 'Physics', 'Chemistry', 'Mathematics', 'Section'];
  await audit('instructions', data);
  const fullscreen = page.getByLabel('टेस्ट फ़ुल स्क्रीन में दें (सुझाया जाता है)');
  if (await fullscreen.count()) await fullscreen.uncheck();
  await page.getByLabel('मैंने निर्देश पढ़ और समझ लिए हैं').check();
  await page.getByRole('button', { name: 'शुरू करें' }).click();
  await page.getByRole('heading', { level: 2, name: 'प्रश्न 1' }).waitFor({ timeout: 30_000 });
  await audit('exam screen', data);

  // Submitted: the result with its analysis, then My tests.
  await page.getByRole('button', { name: 'सबमिट', exact: true }).click();
  await page.getByRole('dialog', { name: 'टेस्ट सबमिट करें?' }).waitFor();
  await audit('submit dialog', data);
  await page.getByRole('dialog').getByRole('button', { name: 'हाँ, सबमिट करें' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await page.getByTestId('result-score').waitFor({ timeout: 30_000 });
  await audit('result', data);
  await page.getByRole('link', { name: 'मेरे टेस्ट' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'मेरे टेस्ट' }).waitFor({ timeout: 30_000 });
  await audit('my tests', data);

  expect(english).toEqual({});
  expect(errors).toEqual([]);
});

test('the API’s refusals reach a student in हिंदी: a wrong password, a spent reset link, a used UTR', async ({
  newContext,
  signedInContext,
  platform,
}) => {
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const guest = await context.newPage();
  await guest.goto(`${platform.url}/login`);
  await guest.getByLabel('ईमेल').fill('nobody-here@example.com');
  await guest.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password-1');
  await guest.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(guest.getByText('ईमेल या पासवर्ड गलत है')).toBeVisible();

  // A reset link that was never sent (or was used): the refusal under the form, and in English after a switch.
  await guest.goto(`${platform.url}/reset-password?token=no-such-reset-token`);
  await guest.getByLabel('नया पासवर्ड', { exact: true }).fill('river-lantern-42-quietly');
  await guest.getByLabel('नया पासवर्ड दोबारा डालें', { exact: true }).fill('river-lantern-42-quietly');
  await guest.getByRole('button', { name: 'नया पासवर्ड सेव करें' }).click();
  const refusal = guest.getByRole('alert').filter({ hasText: 'लिंक' });
  await expect(refusal).toHaveText(
    'पासवर्ड बदलने का यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगवाएँ।',
  );
  expect(await englishOnPage(guest)).toEqual([]);
  // The refusal's toast (top right, docs/screens.md "Toasts", 4 s) covers a phone's menu button, and a click
  // attempted over it hovers it, which pauses its timer for as long as the pointer stays: the menu is opened
  // once it has gone.
  await expect(guest.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 10_000 });
  await guest.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await guest.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(guest.getByRole('alert').filter({ hasText: 'link' })).toHaveText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );

  // A UTR another student has already submitted.
  const book = await bookId('Ray Optics: Mirrors and Lenses, Illustrated', 'class12');
  const utr = uniqueUtr();
  await submitPayment(await registerStudent('First Payer'), book, utr);
  const { page, errors } = await hindiPhone(signedInContext, await registerStudent('Second Payer'));
  await settle(page, `/payment/${book}`, 'h1', platform.url);
  await page.getByLabel('UTR नंबर').fill(utr);
  await page.getByRole('button', { name: 'भुगतान जमा करें' }).click();
  await expect(page.getByText('यह UTR पहले ही जमा किया जा चुका है')).toBeVisible();
  expect(errors.filter((error) => !/409/.test(error))).toEqual([]);
});
