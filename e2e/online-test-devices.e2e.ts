/**
 * One device at a time for an online test (docs/domains/reading.md "Per-user budgets", "Online tests"), in
 * real browsers: each browser context is one of the student's two devices (its own `exam_device` cookie). The
 * laptop starts the demo test and saves an answer; offline, it saves another, which waits on the laptop;
 * the tablet resumes the test there (the attempt moves) and saves one of its own. Back online, the laptop's
 * queued save is refused and the laptop shows "This test was opened on another device", the save still
 * queued; Continue here takes the test back and sends it; the idle tablet learns it within 20 s. Every
 * answer saved on either device is in the attempt.
 */
import type { Page } from '@playwright/test';
import { asOtherDevice, signInThroughPage } from './support/device';
import { expect, test } from './support/fixtures';
import { demoBuyer, openAttempt, questionHeading, syncStatus } from './support/online-test';
import { axeFindings } from './support/page-audit';
import { callApi } from './support/store-session';

const ELSEWHERE = 'This test was opened on another device';
/** The exam screen's address. */
const ATTEMPT_URL = /\/attempt\/[0-9a-f-]{36}$/;

/** The "opened on another device" dialog of `page`. */
const elsewhere = (page: Page) => page.getByRole('dialog', { name: ELSEWHERE });

/** The answers the attempt's journal on `page` holds unsent (localStorage `exam-store.cbt.<id>`). */
function unsentAnswers(page: Page, attemptId: string): Promise<[number, string | null][]> {
  return page.evaluate((key) => {
    const journal = JSON.parse(localStorage.getItem(key) ?? '{"items":[]}') as {
      items: { kind: string; number: number; answer?: string | null }[];
    };
    return journal.items
      .filter((i) => i.kind === 'answer')
      .map((i): [number, string | null] => [i.number, i.answer ?? null]);
  }, `exam-store.cbt.${attemptId}`);
}

test('the test opened on a second device stops the first, which keeps its unsent answer; Continue here takes it back', async ({
  platform,
  newContext,
  signedInContext,
}) => {
  test.setTimeout(240_000);
  const { student, bookId } = await demoBuyer('Nisha Rao');

  // The laptop: the browser the student registered on (the fixtures' device).
  const laptopContext = await signedInContext({ token: student.token }, false);
  const laptop = await laptopContext.newPage();
  await openAttempt(laptop, platform.url, bookId, 'Start');
  await expect(laptop).toHaveURL(ATTEMPT_URL);
  const attemptId = laptop.url().split('/').pop()!;
  await expect(questionHeading(laptop)).toHaveText('Question 1');
  await laptop.getByRole('radio', { name: 'Option (1)' }).check();
  await laptop.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(laptop)).toHaveText('Question 2');
  await expect(syncStatus(laptop)).toHaveText('Saved');

  // Offline, the laptop saves question 2: it waits on the laptop.
  await laptopContext.setOffline(true);
  await laptop.getByRole('radio', { name: 'Option (2)' }).check();
  await laptop.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(laptop)).toHaveText('Question 3');
  await expect(syncStatus(laptop)).toHaveText('Offline: 1 answer waiting');

  // The tablet: the student's second device, signed in through the page; Resume moves the attempt there.
  const tabletContext = await newContext();
  await asOtherDevice(tabletContext, platform.url, 'tablet');
  const tablet = await tabletContext.newPage();
  await signInThroughPage(tablet, platform.url, student.email, student.password);
  await expect(tablet.getByText('Login successful!')).toBeVisible({ timeout: 15_000 });
  await openAttempt(tablet, platform.url, bookId, 'Resume');
  await expect(tablet).toHaveURL(ATTEMPT_URL);
  expect(tablet.url().split('/').pop()).toBe(attemptId);
  await expect(questionHeading(tablet)).toHaveText('Question 2');
  const tabletPalette = tablet.getByRole('complementary', { name: 'Question palette' });
  await tabletPalette.getByRole('button', { name: 'Question 4: Not Visited' }).click();
  await expect(questionHeading(tablet)).toHaveText('Question 4');
  await tablet.getByRole('radio', { name: 'Option (3)' }).check();
  await tablet.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(tablet)).toHaveText('Question 5');
  await expect(syncStatus(tablet)).toHaveText('Saved');

  // Back online, the laptop's queued save is refused: the dialog, the save still queued and not dropped.
  await laptopContext.setOffline(false);
  const laptopPanel = elsewhere(laptop);
  await expect(laptopPanel).toBeVisible({ timeout: 20_000 });
  await expect(laptopPanel.getByRole('heading', { name: ELSEWHERE })).toBeVisible();
  const continueHere = laptopPanel.getByRole('button', { name: 'Continue here' });
  await expect(continueHere).toBeFocused();
  await expect(laptopPanel).toContainText(
    '1 answer saved on this device will be sent when you continue here.',
  );
  await expect(syncStatus(laptop)).toHaveText('On another device: 1 answer waiting');
  expect(await unsentAnswers(laptop, attemptId)).toEqual([[2, '2']]);
  // Neither time nor Escape sends it or closes the dialog.
  await laptop.keyboard.press('Escape');
  await laptop.waitForTimeout(3_000);
  await expect(laptopPanel).toBeVisible();
  expect(await unsentAnswers(laptop, attemptId)).toEqual([[2, '2']]);
  expect(await axeFindings(laptop)).toEqual([]);

  // Continue here (from the keyboard): the test comes back, the queued save goes, the keyboard stays on
  // the screen.
  await laptop.keyboard.press('Enter');
  await expect(laptopPanel).toBeHidden();
  await expect(syncStatus(laptop)).toHaveText('Saved');
  expect(await unsentAnswers(laptop, attemptId)).toEqual([]);
  await expect(questionHeading(laptop)).toHaveText('Question 3');
  // Its image, refused while the tablet held the test, is shown now.
  await expect(laptop.getByRole('img', { name: 'Question 3' })).toBeVisible();
  expect(
    await laptop.evaluate(
      () =>
        document.activeElement !== document.body &&
        !!document.activeElement?.closest('[data-testid="exam-screen"]'),
    ),
  ).toBe(true);
  const laptopPalette = laptop.getByRole('complementary', { name: 'Question palette' });
  await expect(
    laptopPalette.getByRole('button', { name: 'Question 4: Answered', exact: true }),
  ).toBeVisible();

  // The tablet, left alone, learns it within 20 s.
  const tabletPanel = elsewhere(tablet);
  await expect(tabletPanel).toBeVisible({ timeout: 20_000 });
  await expect(tabletPanel.getByRole('button', { name: 'Continue here' })).toBeFocused();

  // Every answer saved on either device is in the attempt (read from the laptop's device, which holds it).
  const held = await callApi<{ answers: { number: number; answer: string | null }[] }>(
    `/attempts/${attemptId}`,
    { token: student.token },
  );
  expect(
    held.answers
      .filter((a) => a.answer !== null)
      .map((a) => [a.number, a.answer])
      .sort(([a], [b]) => Number(a) - Number(b)),
  ).toEqual([
    [1, '1'],
    [2, '2'],
    [4, '3'],
  ]);
});
