/**
 * "Find a book" in a real browser at 360 px and 1280 px: the header's search (a sheet on
 * phones) finds a demo book by a word of its title and by a typo, ranked on the server; the category, section
 * and subject filters live in the URL and survive a reload; an empty result offers Clear filters; book grids
 * are two compact columns on a phone with every card at most 360 px tall; axe finds no serious or critical
 * violation on the search page in either theme.
 */
import type { Page } from '@playwright/test';
import { collectErrors, platform } from './support/browser';
import {
  axeFindings,
  horizontalOverflow,
  lowContrastText,
  settle,
  unnamedControls,
} from './support/page-audit';
import {
  bookId,
  card,
  registerStudent,
  reviewPayment,
  submitPayment,
  type Account,
} from './support/store-session';
import { expect, test } from './support/fixtures';

// Demo books of ../shared/fixtures/catalogue.json.
const ORGANIC = 'Organic Structures: Drawing Molecules'; // NEET, class 12, chemistry
const GENETICS = 'Genetics and Inheritance: Pedigree Charts'; // NEET, class 12, biology
const MOLECULAR = 'Molecular Orbital Diagrams'; // JEE, class 11: approved for the student below
const CHEMICAL = 'Chemical Equations and Reactions'; // NEET, class 11: pending for the student below

const PHONE = 360;
const DESKTOP = 1280;
/** Largest height of a book card on a phone. */
const PHONE_CARD_MAX = 360;

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Search Tester');
  const approved = await submitPayment(student, await bookId(MOLECULAR, 'class11'));
  await reviewPayment(approved, 'approve');
  await submitPayment(student, await bookId(CHEMICAL, 'class11'));
});

/** The header's search landmark (named "Books"). */
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Books' });

/** Types `words` into the header's search (opening the phone's sheet first) and presses Enter. */
async function searchFromHeader(page: Page, words: string, width: number): Promise<void> {
  const field = headerSearch(page).getByRole('searchbox', { name: 'Search books' });
  if (width === PHONE) {
    await expect(field).toBeHidden();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search books' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The sheet's field takes the focus: the student types at once.
    await expect(field).toBeFocused();
  } else {
    await field.click();
  }
  await field.fill(words);
  await field.press('Enter');
}

/** The announced result line of the search page. */
const resultStatus = (page: Page) => page.getByRole('main').getByRole('status').first();

for (const width of [DESKTOP, PHONE]) {
  test(`${width} px: the header search finds a book by a word of its title and by a typo`, async ({
    guestPage,
  }) => {
    const page = await guestPage('/', width);
    const errors = collectErrors(page);
    await searchFromHeader(page, 'organic', width);
    await page.waitForURL(`${platform().url}/search?q=organic`);
    await expect(page).toHaveTitle('Search · Exam Store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “organic”');
    const found = card(page, ORGANIC);
    await found.waitFor({ timeout: 20_000 });
    await expect(resultStatus(page)).toHaveText(/^\d+ books? found for “organic”$/);
    // Ranked: the title match is the first card; compact (no description); a guest gets Buy Now.
    await expect(page.locator('main article').first()).toContainText(ORGANIC);
    await expect(found.getByText('Skeletal formulae, rings, reaction schemes and mechanisms.')).toHaveCount(
      0,
    );
    await expect(found.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(found.locator('strong', { hasText: '₹' })).toHaveCount(1);

    // A typo still finds it, first.
    await searchFromHeader(page, 'orgnic', width);
    await page.waitForURL(`${platform().url}/search?q=orgnic`);
    await expect(page.locator('main article').first()).toContainText(ORGANIC, { timeout: 20_000 });
    await expect(resultStatus(page)).toHaveText(/found for “orgnic”$/);
    // And "physcs" finds the Physics titles.
    await searchFromHeader(page, 'physcs', width);
    await card(page, 'Physics Notation Quick Reference').waitFor({ timeout: 20_000 });
    await card(page, 'Modern Physics: Particle Interaction Diagrams').waitFor();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });

  test(`${width} px: filters change the URL and the results, and a reload keeps them`, async ({
    guestPage,
  }) => {
    const page = await guestPage('/search?q=diagrams', width);
    const errors = collectErrors(page);
    const form = page.getByRole('search', { name: 'Search and filter books' });
    await card(page, 'Molecular Orbital Diagrams').waitFor({ timeout: 20_000 });
    const all = await page.locator('main article').count();

    await form.getByLabel('Category').selectOption('NEET');
    await page.waitForURL(/\/search\?q=diagrams&category=NEET$/);
    await expect(card(page, 'Molecular Orbital Diagrams')).toHaveCount(0);
    await card(page, GENETICS).waitFor();
    const neet = await page.locator('main article').count();
    expect(neet).toBeGreaterThan(0);
    expect(neet).toBeLessThan(all);
    // Every card shown is a NEET book (the category chip of each card).
    await expect(page.locator('main article').getByText('JEE', { exact: true })).toHaveCount(0);

    await form.getByLabel('Subject').selectOption('biology');
    await page.waitForURL(/\/search\?q=diagrams&category=NEET&subject=biology$/);
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article')).toContainText(GENETICS);
    await expect(resultStatus(page)).toHaveText('1 book found for “diagrams”');

    await page.reload();
    await card(page, GENETICS).waitFor({ timeout: 20_000 });
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(form.getByLabel('Category')).toHaveValue('NEET');
    await expect(form.getByLabel('Subject')).toHaveValue('biology');

    // Nothing matches in the test series: the empty state says so and clears the filters.
    await form.getByLabel('Class or series').selectOption('test');
    await page.waitForURL(/section=test/);
    await expect(page.getByRole('heading', { name: 'No books match “diagrams”' })).toBeVisible();
    await expect(resultStatus(page)).toHaveText('No books match “diagrams”');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${platform().url}/search?q=diagrams`);
    await expect(page.locator('main article')).toHaveCount(all, { timeout: 20_000 });
    await expect(form.getByLabel('Category')).toHaveValue('');
    expect(errors).toEqual([]);
  });
}

test('keyboard: Tab reaches the header search and Enter searches; on a phone Escape closes the sheet', async ({
  guestPage,
}) => {
  const page = await guestPage('/', DESKTOP);
  const brand = page.getByRole('banner').getByRole('link', { name: 'Exam Store' });
  await brand.waitFor({ timeout: 20_000 });
  await brand.focus();
  await page.keyboard.press('Tab');
  const field = headerSearch(page).getByRole('searchbox', { name: 'Search books' });
  await expect(field).toBeFocused();
  await page.keyboard.type('genetcs');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${platform().url}/search?q=genetcs`);
  await expect(page.locator('main article').first()).toContainText(GENETICS, { timeout: 20_000 });

  const phone = await guestPage('/', PHONE);
  const toggle = phone.getByRole('banner').getByRole('button', { name: 'Search books' });
  await toggle.waitFor({ timeout: 20_000 });
  await toggle.focus();
  await phone.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(headerSearch(phone).getByRole('searchbox')).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(headerSearch(phone).getByRole('searchbox')).toBeHidden();
});

/** Left edges and heights of the book cards on the page (the fade-in moves cards, not their size). */
async function bookCards(page: Page): Promise<{ columns: number; tallest: number; count: number }> {
  const boxes = await page
    .locator('main article[aria-labelledby^="book-"]')
    .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => [r.left, r.height]));
  return {
    columns: new Set(boxes.map(([left]) => Math.round(left))).size,
    tallest: Math.max(...boxes.map(([, height]) => height)),
    count: boxes.length,
  };
}

test('360 px: every store grid is two compact columns, each card at most 360 px tall', async ({
  guestPage,
  signedInPage,
}) => {
  const problems: string[] = [];
  const pages = ['/', '/class11', '/class12', '/tests', '/search?q=diagrams', '/search?subject=chemistry'];
  // One phone tab for the guest and one for the student, each page a full load in it.
  const tabs = {
    guest: await guestPage('/faq', PHONE),
    student: await signedInPage(student.token, '/faq', false, PHONE),
  };
  // A student sees every action state: Read Now + View Details (approved, free) is the tallest card.
  for (const [path, who] of [
    ...pages.map((p) => [p, 'guest'] as const),
    ['/class11', 'student'] as const,
    ['/search?q=chemical', 'student'] as const,
    ['/my-books', 'student'] as const,
  ]) {
    const page = tabs[who];
    await page.goto(`${platform().url}${path}`);
    await page.locator('main article[aria-labelledby^="book-"]').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const { columns, tallest, count } = await bookCards(page);
    if (count > 1 && columns !== 2) problems.push(`${path} (${who}): ${columns} columns`);
    if (tallest > PHONE_CARD_MAX) problems.push(`${path} (${who}): a card ${Math.round(tallest)} px tall`);
  }
  expect(problems).toEqual([]);
});

test('360 px: the student sees Read Now and Payment Pending in the results, as on the catalogue', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, '/search?q=chemical&section=class11', false, PHONE);
  await card(page, CHEMICAL).getByRole('button', { name: 'Payment Pending' }).waitFor({ timeout: 20_000 });
  const molecular = await signedInPage(student.token, '/search?q=molecular', false, PHONE);
  await card(molecular, MOLECULAR).getByRole('button', { name: 'Read Now' }).waitFor({ timeout: 20_000 });
  await expect(card(molecular, MOLECULAR).getByRole('link', { name: 'View Details' })).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`${theme} theme: axe finds no serious or critical violation on the search page, at both widths`, async ({
    themedPage,
  }) => {
    const found: string[] = [];
    const paths = ['/search?q=diagrams&category=NEET', '/search?q=zzqxw&subject=physics'];
    for (const width of [DESKTOP, PHONE]) {
      // One tab per width, each page a full load in it (as a reload would be): the second page's scripts
      // come from the tab's cache instead of a cold context's.
      const { page, errors } = await themedPage(paths[0], { theme, width });
      for (const path of paths) {
        if (path !== paths[0]) {
          errors.length = 0;
          await page.goto(`${platform().url}${path}`);
        }
        await expect(resultStatus(page)).toHaveText(/found|No books match/, { timeout: 20_000 });
        if (width === PHONE)
          await page.getByRole('banner').getByRole('button', { name: 'Search books' }).click();
        // The cards' fade-in and the search sheet's slide end before colours are measured.
        await settle(page);
        const at = `${path} @${width}`;
        found.push(...(await axeFindings(page)).map((f) => `${at}: ${f}`));
        found.push(...(await lowContrastText(page)).map((f) => `${at}: contrast ${f}`));
        found.push(...(await unnamedControls(page)).map((f) => `${at}: ${f}`));
        found.push(...errors.map((e) => `${at}: ${e}`));
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
}
