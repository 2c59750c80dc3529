import { act, screen, within } from '@testing-library/react';

/*
 * The exam screen's test harness (exam-page*.test.tsx): a fixed fake clock, a way to let the fake network
 * and React settle, and the screen's palette and question heading.
 */

/** The fake clock's start, in epoch milliseconds. */
export const NOW = Date.parse('2030-01-01T00:00:00Z');

/** Registers fake timers from {@link NOW} and a cleared localStorage before each test, real timers after. */
export function setUpExamClock(): void {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** Lets the fake network's promises and React's updates settle. */
export async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The wide palette (the drawer's copy is closed in these tests). */
export const palette = () => within(screen.getByRole('complementary', { name: 'Question palette' }));
/** The current question's heading. */
export const heading = () => screen.getByRole('heading', { level: 2, name: /^Question \d+$/ });
