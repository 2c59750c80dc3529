import path from 'node:path';
import type { Page } from '@playwright/test';

/*
 * The real files and the dialog of the admin's Books tab browser tests (admin-books*.e2e.ts,
 * docs/domains/operations.md "Books"): a cover and a PDF from ../shared/fixtures, read there, never copied
 * into the repo.
 */
const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'shared', 'fixtures');
/** A real JPEG cover. */
export const COVER = path.join(FIXTURES, 'covers', 'genealogytree.jpg');
/** A real PDF: 9,292,843 bytes, 382 pages. */
export const PDF = path.join(FIXTURES, 'pdfs', 'genealogytree.pdf');

/** The open dialog (add or edit). */
export const dialog = (page: Page) => page.getByRole('dialog');
