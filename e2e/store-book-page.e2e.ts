/**
 * A book's own page (`/book/:id`), for a guest who wants to know what they buy: a test series' tests with
 * their sections and marks (never a question), a study book's sample page, and Buy Now, which signs the
 * guest in and lands on the book's payment page with no error toast. On a 360-px phone and a 1280-px
 * laptop, in English and हिंदी; and the page's book is in its HTML before any script runs (shareable).
 */
import { realErrors } from './support/admin-helpers';
import { collectErrors } from './support/browser';
import { DEMO_SERIES } from './support/online-test';
import { bookId, callApi, card, registerStudent, seriesFigure } from './support/store-session';
import { languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';
import { expect, test } from './support/fixtures';

const WORDS = {
  en: {
    buy: 'Buy Now',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    sample: 'Sample page',
    marks: /Single correct: \+4, −1/,
  },
  hi: {
    buy: 'अभी खरीदें',
    email: 'ईमेल',
    password: 'पासवर्ड',
    signIn: 'लॉग इन करें',
    sample: 'नमूना पेज',
    marks: /एक सही उत्तर: \+4, −1/,
  },
} as const;

for (const screen of STUDENT_SCREENS) {
  test(`a guest opens a test series' page from its card, sees its sections and marks, and Buy Now signs in to its payment page (${screen.lang}, ${screen.width} px)`, async ({
    newContext,
    platform,
  }) => {
    const words = WORDS[screen.lang];
    const seriesId = await bookId(DEMO_SERIES, 'test');
    const student = await registerStudent(`Page Buyer ${screen.lang} ${screen.width}`);
    const context = await newContext(screenOptions(screen));
    await context.addInitScript(languageScript(screen));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${platform.url}/tests`);
    await card(page, DEMO_SERIES).getByRole('link', { name: DEMO_SERIES }).click();
    await expect(page).toHaveURL(`${platform.url}/book/${seriesId}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SERIES })).toBeVisible();
    // Its figure and every published test's sections (the fixture's mock has six; other browser tests
    // publish more tests from the same paper, so the page is compared with the API's answer), with their
    // questions and marks; no page of the paper, no question.
    const details = await callApi<{ tests: { sections: unknown[] }[] } & Parameters<typeof seriesFigure>[0]>(
      `/books/${seriesId}`,
    );
    await expect(page.getByText(seriesFigure(details, screen.lang), { exact: true }).first()).toBeVisible();
    const sections = page.getByTestId('series-section');
    expect(details.tests[0].sections).toHaveLength(6);
    await expect(sections).toHaveCount(details.tests.reduce((n, t) => n + t.sections.length, 0));
    await expect(sections.first()).toContainText(words.marks);
    await expect(page.getByRole('heading', { name: words.sample })).toHaveCount(0);
    await expect(page.locator('img[src*="/sample"], img[src*="/questions/"]')).toHaveCount(0);
    // Nothing is cut or scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    for (const box of await sections
      .locator('th, td')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(screen.width);

    // Buy Now: to sign-in (no toast at all), then straight to this book's payment page.
    await page.getByRole('button', { name: words.buy }).click();
    await expect(page).toHaveURL(`${platform.url}/login`);
    await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
    await page.getByLabel(words.email, { exact: true }).fill(student.email);
    await page.getByLabel(words.password, { exact: true }).fill(student.password);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${platform.url}/payment/${seriesId}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SERIES })).toBeVisible();
    expect(realErrors(errors)).toEqual([]);
  });
}

// A paid class11 book of the fixtures with a cover (the server draws a priced book with a cover).
const STUDY_BOOK = { title: 'Units and Measurements', pages: '82 pages' };

test("a study book's page shows its first page as a small marked sample, and its book is in the HTML before any script", async ({
  newContext,
  platform,
}) => {
  const id = await bookId(STUDY_BOOK.title, 'class11');
  // Without scripts (a link shared to a chat app's preview, a slow phone): the server drew the book.
  const bare = await (await newContext({ javaScriptEnabled: false })).newPage();
  await bare.goto(`${platform.url}/book/${id}`);
  await expect(bare.getByRole('heading', { level: 1, name: STUDY_BOOK.title })).toBeVisible();
  await expect(bare.getByText(STUDY_BOOK.pages, { exact: true }).first()).toBeVisible();

  const page = await (await newContext()).newPage();
  // Every layout shift of the page (Lighthouse found the caption moving once the sample arrived).
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${platform.url}/book/${id}`);
  const sample = page.getByRole('img', { name: `Page 1 of ${STUDY_BOOK.title}` });
  await sample.scrollIntoViewIfNeeded();
  await expect
    .poll(() => sample.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);
  // Its place was kept while it loaded: nothing moved.
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  // An unknown book says so, with a way back.
  await page.goto(`${platform.url}/book/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
});
