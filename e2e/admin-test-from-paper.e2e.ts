/**
 * Making an online test from a real paper in Chromium at 1280 × 800 (docs/domains/exams.md "Online tests"):
 * the admin uploads the bilingual NEET 2018 booklet (../shared/fixtures/tests/real, 44 pages, 180 questions
 * printed in Hindi and English) as a test series, makes a test with the NEET preset and watches the job's
 * progress, then the editor opens with 180 questions (so no count warning), the questions the reading was not
 * sure of listed first with their reasons (a jump selects one and brings its region into view), an answer key
 * of 180 answers that corrects one proposed answer, and Publish.
 */
import path from 'node:path';
import { adminToken, callApi, realErrors, toast } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const PAPER = path.resolve(__dirname, '../../shared/fixtures/tests/real/neet-2018-qq-hindi-english.pdf');
const TITLE = 'NEET 2018 Booklet QQ (bilingual)';

interface Question {
  number: number;
  answer: string | null;
  label?: string | null;
  confidence?: number;
  reasons?: string[];
  chapter: string | null;
  proposedChapter?: string | null;
}
interface AdminTest {
  id: string;
  status: string;
  questions: Question[];
}

/** The questions the editor lists first: confidence below 1, least sure first, then by number. */
const unsure = (questions: Question[]) =>
  questions
    .filter((q) => q.confidence !== undefined && q.confidence < 1)
    .sort((a, b) => (a.confidence ?? 1) - (b.confidence ?? 1) || a.number - b.number);

/** The editor's name of a question: "Question 3", with its printed label beside it ("Question 3 · 3."). */
const nameOf = (q: Question) => (q.label ? `Question ${q.number} · ${q.label}` : `Question ${q.number}`);

test('1280 × 800: a bilingual NEET paper uploaded as a test series becomes a test: progress, what to check first, the key, publish', async ({
  openAdmin,
}) => {
  test.setTimeout(120_000);
  const { page, errors } = await openAdmin('books');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The paper, uploaded as a NEET test series (no cover: its first page becomes one).
  await page.getByRole('button', { name: '+ Add Book' }).click();
  const book = page.getByRole('dialog');
  await book.getByLabel('Title', { exact: true }).fill(TITLE);
  await book
    .getByLabel('Description', { exact: true })
    .fill('NEET (UG) 2018, Test Booklet Code QQ, Hindi and English.');
  await book.getByLabel('Category').selectOption('NEET');
  await book.getByLabel('Section').selectOption('test');
  await book.getByLabel('Price', { exact: true }).fill('49');
  await book.getByLabel('PDF File').setInputFiles(PAPER);
  await book.getByRole('button', { name: 'Create Book' }).click();
  await toast(page, 'Book created successfully').waitFor({ timeout: 30_000 });

  // Make a test with the NEET preset: the job's stages are said in words over a progress bar.
  await page.getByRole('tab', { name: 'Tests', exact: true }).click();
  await page.getByRole('button', { name: '+ Make a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a test' });
  await dialog.getByLabel('Test-series book').selectOption({ label: `${TITLE} (NEET)` });
  await dialog.getByLabel('Preset').selectOption('neet');
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/tests/jobs'),
  );
  const stages: string[] = [];
  await dialog.getByRole('button', { name: 'Make the test' }).click();
  expect((await started).status()).toBe(202);
  const bar = dialog.getByRole('progressbar', { name: 'Making the test' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  // Every text the dialog said until it closed: only the job's stages, never an empty wait.
  const opened = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' && /\/api\/admin\/tests\/[0-9a-f-]+$/.test(new URL(r.url()).pathname),
    { timeout: 90_000 },
  );
  while (await dialog.isVisible()) {
    const said = await dialog
      .getByTestId('make-test-progress')
      .getByRole('status')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (said && stages[stages.length - 1] !== said) stages.push(said);
    await page.waitForTimeout(150);
  }
  const made = (await (await opened).json()) as AdminTest;
  // The dialog says it is reading (polled every 700 ms, so not every stage is seen: the pages' count comes
  // once the text is in, and their drawing, begun with the text, may be done by then).
  expect(stages.some((said) => /^Reading (the text|page \d+ of 44)…$/.test(said))).toBe(true);
  for (const said of stages)
    expect(said).toMatch(
      /^(Starting…|Reading the text…|Reading page \d+ of 44…|Finding questions…|180 questions found: opening the editor…)$/,
    );
  await toast(page, 'Test made: 180 questions found').waitFor();
  expect(made.questions).toHaveLength(180);

  // The editor: 180 questions is what a NEET paper holds, so no count warning; the unsure ones come first.
  await expect(page.getByText('180 questions ·')).toBeVisible();
  await expect(page.getByTestId('count-check')).toHaveCount(0);
  await expect(page.getByTestId('ocr-notice')).toHaveCount(0);
  const expected = unsure(made.questions);
  const noOptions = expected.filter((q) => q.reasons?.includes('no options were found'));
  // The booklet has 7 questions whose options the reading does not find (figures, or options in a table).
  expect(noOptions.length).toBeGreaterThanOrEqual(5);
  const list = page.getByTestId('low-confidence');
  await expect(list.locator('> li').getByRole('button')).toHaveText(
    expected.map((q) => `Go to ${nameOf(q)}`),
  );
  for (const q of noOptions)
    await expect(list.getByRole('list', { name: `Why ${nameOf(q)} needs a check` })).toContainText(
      'no options were found',
    );

  // A jump selects the question and brings its first region into view.
  const target = noOptions[noOptions.length - 1];
  await list.getByRole('button', { name: `Go to ${nameOf(target)}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Question ${target.number} of 180` })).toBeVisible();
  const box = page.locator(
    `[data-testid="region-box"][data-kind="regions"][data-question="${target.number}"][data-index="0"]`,
  );
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();

  // Chapters proposed from the questions' words (NCERT lists): the selected question shows its own, one
  // button tags every question that has one, and a save keeps them as the questions' chapters.
  const withProposal = made.questions.filter((q) => q.proposedChapter);
  expect(withProposal.length).toBeGreaterThanOrEqual(150);
  expect(made.questions.every((q) => q.chapter === null)).toBe(true);
  const proposals = page.getByTestId('chapter-proposals');
  await expect(proposals).toContainText(`${withProposal.length} questions have an NCERT chapter proposed`);
  if (target.proposedChapter)
    await expect(page.getByTestId('chapter-proposal')).toContainText(target.proposedChapter);
  await proposals.getByRole('button', { name: `Use all ${withProposal.length} proposed chapters` }).click();
  await expect(proposals).toHaveCount(0);
  await expect(page.getByTestId('chapter-proposal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes', exact: true }).click();
  await toast(page, 'Test saved').waitFor();
  const tagged = await callApi<AdminTest>(`/admin/tests/${made.id}`, { token: await adminToken() });
  expect(tagged.body.questions.filter((q) => q.chapter).map((q) => [q.number, q.chapter])).toEqual(
    withProposal.map((q) => [q.number, q.proposedChapter]),
  );

  // The answer key: any answer proposed from the paper kept but one, corrected (this booklet prints no
  // answers, so none is proposed and the first question's is the one checked), one for every other question.
  const proposed = made.questions.find((q) => q.answer !== null);
  const corrected = proposed ?? made.questions[0];
  const fixed = String((Number(corrected.answer ?? '1') % 4) + 1);
  const lines = made.questions.map((q) => {
    if (q.number === corrected.number) return `${q.number},${fixed}`;
    return `${q.number},${q.answer ?? String(((q.number - 1) % 4) + 1)}`;
  });
  const key = page.getByLabel('Answer key CSV');
  await key.scrollIntoViewIfNeeded();
  await key.fill(['question,answer', ...lines].join('\n'));
  await page.getByRole('button', { name: 'Upload key' }).click();
  await toast(page, 'Answer key saved: 180 of 180 questions have an answer').waitFor();
  const keyed = await callApi<AdminTest>(`/admin/tests/${made.id}`, { token: await adminToken() });
  expect(keyed.body.questions.find((q) => q.number === corrected.number)?.answer).toBe(fixed);
  expect(keyed.body.questions.every((q) => q.answer !== null)).toBe(true);

  // Publish: every question has a region and an answer.
  // Publishing asks once, with what students will get.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect(await asked).toMatch(/Duration: \d+ minutes · 180 questions · 180 answers in the key$/);
  await toast(page, 'Test published: students can take it now').waitFor();
  const published = await callApi<AdminTest>(`/admin/tests/${made.id}`, { token: await adminToken() });
  expect(published.body.status).toBe('published');
  expect(realErrors(errors)).toEqual([]);
});
