import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/**
 * reader-remote exposes `./routes`, its viewer as the view `PdfViewer` (docs/architecture.md "The pieces"; its
 * name, exposes and former `./PdfViewer`: apps.json).
 * It shows server-rendered page images only (docs/domains/reading.md "The reader"): no PDF library, worker,
 * font or cMap is shipped to the browser.
 */
export default (production: boolean) =>
  createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store: reader', production });
