import fs from 'node:fs';
import type { RenderPool } from '../platform/render/render-pool';
import type { PdfInspection } from '../platform/render/pdf-inspection';
import { PDF_META_NAME } from '../platform/render/page-sizes';
import { FIRST_PAGE_COVER_WIDTH, storeFirstPageCover } from '../modules/catalogue';
import { generatedName, pdfFileKey, type PutMode, type Storage } from '../platform/storage/storage';

/** A seeded PDF in storage: its generated name, its cover's name, and what the render engine read in it. */
export interface StoredSeedPdf {
  pdfKey: string;
  imageKey: string;
  inspection: PdfInspection;
}

/**
 * Stores a PDF the seed brings (a fixture, or a book it generated) as an upload is stored: inspected once
 * in the render pool with page 1 drawn at the cover's width (a PDF is never parsed on the main thread),
 * put into storage under a generated name (`mode`: copied, symlinked or moved in), its first page stored
 * as its cover by the book form's own code (first-page-cover.ts), and the inspection kept as the PDF's
 * meta so the reader does not inspect it again. Throws when the engine refuses the file.
 */
export async function storeSeedPdf(
  storage: Storage,
  pool: RenderPool,
  file: string,
  mode: PutMode,
): Promise<StoredSeedPdf> {
  const result = await pool.inspect({ file, probeWidth: FIRST_PAGE_COVER_WIDTH });
  if (!result.ok || !result.probe)
    throw new Error(`seed PDF ${file} refused: ${result.ok ? 'no render of page 1' : result.message}`);
  const inspection: PdfInspection = { pages: result.pages, outline: result.outline, size: result.size };
  const pdfKey = generatedName('pdf');
  await storage.putFile(pdfFileKey(pdfKey), file, mode);
  const imageKey = await storeFirstPageCover(storage, result.probe);
  await storage.writeCache('text', pdfKey, PDF_META_NAME, JSON.stringify(inspection));
  return { pdfKey, imageKey, inspection };
}

/** Writes a PDF the seed generated to a temp file of storage's spool (this machine's disk with either driver); returns its path. */
export function spoolPdf(storage: Storage, pdf: Buffer): string {
  const file = storage.tmpPath();
  fs.writeFileSync(file, pdf, { mode: 0o600 });
  return file;
}
