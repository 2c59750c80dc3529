/**
 * A bilingual paper on a phone (docs/domains/exams.md "Making a test from a paper"), in a real browser at
 * 360 × 780 with touch. The admin, through the API, uploads the real NEET 2018 paper (a Hindi column beside
 * an English one: each question detected with an English and a Hindi region) as a test series, makes its
 * test with the NEET preset, puts a key for every question and publishes it. A student who bought the series
 * starts it, taps option 2 of question 1 and saves it, comes back to it, switches the question to हिंदी
 * (the Hindi image is asked for and shown) and back to English: the answer is still option 2, on the screen
 * and in the server's attempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import { questionHeading, syncStatus } from './support/online-test';
import {
  buyerOf,
  paperSeries,
  publishTest,
  putKey,
  startFromInstructions,
  testFromPaper,
} from './support/paper-tests';
import { ROOT } from './support/platform';
import { deviceFetch } from './support/device';

const FIXTURES = process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures');
const PAPER = path.join(FIXTURES, 'tests', 'real', 'neet-2018-qq-hindi-english.pdf');
const SERIES = 'NEET 2018 (Hindi and English): Online CBT';
/** The image route's request of question 1 in `lang`. */
const imageOf = (lang: 'en' | 'hi') =>
  new RegExp(`/api/attempts/[^/]+/questions/1/image\\?w=\\d+&lang=${lang}$`);

test('at 360 × 780 with touch: question 1 switched to हिंदी and back keeps its saved answer', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(300_000);
  // The admin's side: the paper as a series, its test, a key for every question (publishing needs one).
  const bookId = await paperSeries(fs.readFileSync(PAPER), SERIES, 'NEET');
  const made = await testFromPaper(bookId, 'neet');
  expect(made.languages).toEqual(['en', 'hi']);
  expect(made.questions).toHaveLength(180);
  const first = made.questions[0];
  expect(new Set(first.regions.map((r) => r.lang ?? 'en'))).toEqual(new Set(['en', 'hi']));
  await putKey(made.id, new Map(made.questions.map((q) => [q.number, String((q.number % 4) + 1)])));
  await publishTest(made.id);
  const student = await buyerOf(bookId, 'Pooja Yadav');

  const context = await signedInContext({ token: student.token }, false, {
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  // The question as printed (Fit to screen turned off): the language switch is checked on its pixels.
  await context.addInitScript(() => localStorage.setItem('examQuestionFit', '0'));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${platform.url}/test/${made.id}`);
  await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
  const attemptId = await startFromInstructions(page);
  await expect(questionHeading(page)).toHaveText('Question 1');
  const image = page.getByRole('img', { name: 'Question 1' });
  await expect(image).toBeVisible();
  /**
   * A fingerprint of the image shown now: its pixels drawn at 24 × 24 (its `src` is an object URL, new at
   * each showing, and the two copies' shapes are too alike to tell them apart).
   */
  const shown = () =>
    image.evaluate((img: HTMLImageElement) => {
      if (!img.complete || !img.naturalWidth) return null;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 24;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0, 24, 24);
      return Array.from(g.getImageData(0, 0, 24, 24).data, (v) => v >> 4).join('');
    });

  // Option 2 tapped and saved; back to question 1, it shows option 2 chosen.
  const option2 = page.getByRole('radio', { name: 'Option (2)' });
  await page.locator('label', { has: option2 }).tap();
  await expect(option2).toBeChecked();
  await page.getByRole('button', { name: 'Save & Next' }).tap();
  await expect(questionHeading(page)).toHaveText('Question 2');
  await expect(syncStatus(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await expect(questionHeading(page)).toHaveText('Question 1');
  await expect(option2).toBeChecked();
  await expect.poll(shown).not.toBeNull();
  const english = await shown();

  // हिंदी: the Hindi image of question 1 is asked for and shown; then English again.
  const language = page.getByRole('combobox', { name: 'View in' });
  await expect(language).toHaveValue('en');
  const hindi = page.waitForResponse((r) => imageOf('hi').test(r.url()));
  await language.selectOption({ label: 'हिंदी' });
  const hindiImage = await hindi;
  expect([hindiImage.status(), hindiImage.headers()['content-type']]).toEqual([200, 'image/webp']);
  await expect(language).toHaveValue('hi');
  await expect(image).toBeVisible();
  await expect.poll(shown).not.toBe(english);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200);
  await expect(option2).toBeChecked();
  await language.selectOption({ label: 'English' });
  await expect(language).toHaveValue('en');
  await expect(image).toBeVisible();
  await expect.poll(shown).toBe(english);

  // The answer is unchanged: on the screen, and in the server's attempt.
  await expect(option2).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(syncStatus(page)).toHaveText('Saved');
  // From the same device (its cookie and key) as the page.
  const res = await deviceFetch(`${platform.url}/api/attempts/${attemptId}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(res.status).toBe(200);
  const held = (await res.json()) as { answers: { number: number; answer: string | null }[] };
  expect(held.answers.filter((a) => a.answer !== null).map((a) => [a.number, a.answer])).toEqual([[1, '2']]);
  expect(errors).toEqual([]);
});
