import { PDF_REFUSALS } from '@exam/shared-contracts/reading';
import type { OutlineEntry, TaskFailure } from './render-types';

/** What one inspection learns about a PDF (stored as `text/<pdf>/meta.json`). */
export interface PdfInspection {
  pages: number;
  outline: OutlineEntry[];
  /** Page 1 size in PDF points. */
  size: { w: number; h: number };
}

/** An upload's inspection, and its first page rendered as a cover-sized WebP (a cover when the form has none). */
export interface UploadInspection {
  inspection: PdfInspection;
  firstPage?: Buffer;
}

/** A page's size in PDF points. */
export interface PageSize {
  w: number;
  h: number;
}

/**
 * The text of a PDF the engine refused, by cause (PDF_REFUSALS): a password, not a PDF, no pages, else
 * damaged. The caller picks the status (400 for an upload, 422 for a stored PDF).
 */
export function refusalMessage(f: TaskFailure): string {
  if (f.failure === 'password') return PDF_REFUSALS.password;
  if (f.failure === 'not-pdf') return PDF_REFUSALS.notPdf;
  if (f.failure === 'no-pages') return PDF_REFUSALS.noPages;
  return PDF_REFUSALS.damaged;
}
