import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/**
 * reader-remote exposes `./PdfViewer` (ARCHITECTURE "Module Federation"; its name and exposes: apps.json).
 * It shows server-rendered page images only (ARCHITECTURE "Reading"): no PDF library, worker, font or cMap
 * is shipped to the browser.
 */
export default (production: boolean) =>
  createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store: reader', production });
