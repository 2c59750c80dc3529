/**
 * A 360 px wide run of the main pages: no horizontal scrolling on any of them
 * (`document.documentElement.scrollWidth <= 360`, measured with the body's overflow guard lifted), the main
 * action of each page within the window, and no console errors. The desktop width is covered by every other
 * browser test (1280 px).
 */
import { collectErrors, platform } from './support/browser';
import { horizontalOverflow } from './support/page-audit';
import { bookId, registerStudent, type Account } from './support/store-session';
import { expect, test, type PageOpeners } from './support/fixtures';

const WIDTH = 360;

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Phone Tester');
});

/** A page and the control that must be reachable on it (role and name). */
type Check = { path: string; role: 'button' | 'link' | 'heading'; name: string };

const GUEST: Check[] = [
  { path: '/', role: 'link', name: 'Start Learning' },
  { path: '/class11', role: 'heading', name: 'NEET Study Materials' },
  { path: '/class11?category=NEET', role: 'link', name: 'Clear filter' },
  { path: '/class12', role: 'heading', name: 'Success Stories' },
  { path: '/tests', role: 'heading', name: 'Performance Analytics' },
  { path: '/login', role: 'button', name: 'Sign In' },
  { path: '/register', role: 'button', name: 'Create Account' },
  { path: '/admin-login', role: 'button', name: 'Sign in as Admin' },
  { path: '/auth-callback?error=denied', role: 'heading', name: 'Authentication Failed' },
  { path: '/privacy', role: 'heading', name: 'Privacy Policy' },
  { path: '/terms', role: 'heading', name: 'Terms of Service' },
  { path: '/refund', role: 'heading', name: 'Refund Policy' },
  { path: '/contact', role: 'heading', name: 'Contact Us' },
  { path: '/help', role: 'heading', name: 'Help Center' },
  { path: '/faq', role: 'heading', name: 'Frequently Asked Questions' },
  { path: '/no-such-page', role: 'heading', name: 'Page not found' },
];

/**
 * Opens each check's page in turn in one 360 px tab (a guest's, or signed in with `token`), each a full
 * load as a student's own reload would be, and returns the problems found.
 */
async function runChecks(
  { guestPage, signedInPage }: PageOpeners,
  checks: Check[],
  token: string | null,
): Promise<string[]> {
  const problems: string[] = [];
  const page = token ? await signedInPage(token, '/faq', false, WIDTH) : await guestPage('/faq', WIDTH);
  const errors = collectErrors(page);
  for (const check of checks) {
    errors.length = 0;
    await page.goto(`${platform().url}${check.path}`);
    const target = page.getByRole(check.role, { name: check.name, exact: true }).first();
    await target.waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const overflow = await horizontalOverflow(page);
    if (overflow.scrollWidth > WIDTH)
      problems.push(`${check.path}: scrollWidth ${overflow.scrollWidth} (${overflow.widest})`);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > WIDTH)
      problems.push(`${check.path}: "${check.name}" outside the window`);
    problems.push(...errors.map((e) => `${check.path}: ${e}`));
  }
  return problems;
}

test('guest pages at 360 px: no horizontal scrolling, main action in the window, no console errors', async ({
  guestPage,
  signedInPage,
}) => {
  expect(await runChecks({ guestPage, signedInPage }, GUEST, null)).toEqual([]);
});

test('signed-in pages at 360 px: dashboard, My Books, payment page', async ({ guestPage, signedInPage }) => {
  const book = await bookId('Graphs of Functions: 500 Plotted Examples', 'class12');
  const checks: Check[] = [
    { path: '/', role: 'link', name: 'Continue Learning' },
    { path: '/my-books', role: 'link', name: 'Browse Books' },
    { path: `/payment/${book}`, role: 'button', name: 'Submit Payment' },
  ];
  expect(await runChecks({ guestPage, signedInPage }, checks, student.token)).toEqual([]);
});

test('the width check can fail: a page made wider than 360 px is reported', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/faq', WIDTH);
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor({ timeout: 20_000 });
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '500px';
    wide.style.height = '10px';
    document.getElementById('main-content')?.appendChild(wide);
  });
  expect((await horizontalOverflow(page)).scrollWidth).toBeGreaterThan(WIDTH);
  expect(platform.url).toMatch(/^http/);
});
