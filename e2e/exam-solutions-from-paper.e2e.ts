/**
 * Solutions printed on a paper reach the student after the test, never before (docs/domains/exams.md
 * "Making a test from a paper", step 7), in a real browser. The admin, through the API, uploads the
 * generated JEE-Main-like "Answers & Solutions" paper (each question followed by `Answer (k)` and a `Sol.`
 * block) as a test series, makes its test with the JEE Main preset (the key proposed from the `Answer (k)`
 * lines) and publishes it; a student who bought the series takes it: no solution on the exam screen and
 * the solution image's route refused while the attempt is open; question 1 answered, the test submitted,
 * and in the review question 1's solution image, with the label printed on the paper beside its number.
 */
import type { AdminQuestion } from '@exam/shared-contracts/exams';
import { QUESTION_WIDTHS } from '@exam/shared-contracts/reading';
import { solutionsSet } from '../api/test/helpers/papers/solutions-set';
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import { questionHeading } from './support/online-test';
import {
  buyerOf,
  optionName,
  paperSeries,
  publishTest,
  startFromInstructions,
  testFromPaper,
} from './support/paper-tests';

const SERIES = 'JEE (Main) 2025 Answers & Solutions: Online CBT';

test('the paper’s solutions show in the review after the submit, and are refused before it', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(240_000);
  // The admin's side: the paper as a test series, its test made, the proposed key kept, published.
  const paper = await solutionsSet();
  const bookId = await paperSeries(paper.pdf, SERIES, 'JEE');
  const made = await testFromPaper(bookId, 'jee-main');
  const first = made.questions[0] as AdminQuestion;
  // The detector read question 1's printed label, its `Answer (k)` and its `Sol.` block.
  expect(first).toMatchObject({
    label: paper.truth.questions[0].label,
    answer: paper.truth.questions[0].answer,
  });
  expect(first.solutionRegions.length).toBeGreaterThan(0);
  await publishTest(made.id);
  const student = await buyerOf(bookId, 'Kavya Iyer');

  const context = await signedInContext({ token: student.token }, false);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${platform.url}/test/${made.id}`);
  await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
  const attemptId = await startFromInstructions(page);

  // The exam screen: question 1 with its printed label and section beside the number, no solution.
  await expect(questionHeading(page)).toHaveText('Question 1');
  const place = `· ${first.label} · ${first.section}`;
  await expect(page.locator('#question-place')).toHaveText(place);
  await expect(page.getByRole('region', { name: `Question 1 ${place}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Question 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show solution' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Solution/ })).toHaveCount(0);
  // Asked for directly while the attempt is open, the solution image is refused.
  const early = await page.request.get(
    `${platform.url}/api/attempts/${attemptId}/questions/1/solution?w=${QUESTION_WIDTHS[1]}`,
    { headers: { authorization: `Bearer ${student.token}` } },
  );
  expect([403, 404]).toContain(early.status());
  expect(early.headers()['content-type'] ?? '').not.toMatch(/^image\//);

  // Question 1 answered with the paper's answer, then the test submitted.
  await page.getByRole('radio', { name: optionName(first) }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page)).toHaveText('Question 2');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Yes, submit' })
    .click();
  await expect(page).toHaveURL(/\/result$/);

  // The review: question 1 under its number and printed label, its solution image on asking.
  const review = page.getByRole('region', { name: /^Question 1 · / });
  await expect(review.getByRole('heading', { level: 3 })).toHaveText(
    `Question 1 · ${first.label} · ${first.section}`,
  );
  const solutionLoaded = page.waitForResponse(
    (r) => /\/api\/attempts\/[^/]+\/questions\/1\/solution\?w=\d+$/.test(r.url()) && r.status() === 200,
  );
  await review.getByRole('button', { name: 'Show solution' }).click();
  expect((await solutionLoaded).headers()['content-type']).toBe('image/webp');
  const solution = review.getByRole('img', { name: 'Solution of question 1' });
  await expect(solution).toBeVisible();
  await expect
    .poll(() => solution.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100);
  expect(errors.filter((e) => !/\b40[34]\b/.test(e))).toEqual([]);
});
