import type { Page } from '@playwright/test';
import {
  bookIdOf,
  FREE_BOOK,
  setProgress,
  studentCredentials,
  viewer,
  waitForPainted,
} from './reader-helpers';
import { test } from './fixtures';

/*
 * The viewer's controls as its browser tests read them (reader-controls*.e2e.ts, docs/domains/reading.md
 * "The viewer") on the free 8-page book.
 */

/** Registers a beforeAll that starts the free book on page 1 whatever an earlier file saved. */
export function startOnPageOne(): void {
  test.beforeAll(async () => {
    // Resume is tested in reader-resume.e2e.ts.
    await setProgress(await studentCredentials(), await bookIdOf(FREE_BOOK.title), 1);
  });
}

/** Waits for "Page n of 8" and page `n` painted. */
export const expectPage = async (page: Page, n: number) => {
  await viewer(page).getByText(`Page ${n} of ${FREE_BOOK.pages}`, { exact: true }).waitFor();
  await waitForPainted(page, n);
};
/** Waits for the zoom level to read `percent`. */
export const expectZoom = (page: Page, percent: string) =>
  viewer(page).getByLabel('Zoom level').getByText(percent, { exact: true }).waitFor();
/** The viewer's button named exactly `name`. */
export const button = (page: Page, name: string) => viewer(page).getByRole('button', { name, exact: true });
