import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '../rspack.base';

/** Where pdfjs-dist lives: hoisted to the root node_modules by npm workspaces, or local to this app. */
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json', { paths: [__dirname] }));

/**
 * reader-remote exposes `./PdfViewer` (ARCHITECTURE "Module Federation"). The pdf.js worker, cMaps, standard
 * fonts, wasm decoders and ICC profiles are copied under `pdfjs/` of the build: self-hosted, never a CDN
 * (ARCHITECTURE "Module Federation", last point; SPEC 7 mentions a CDN and we do better).
 */
export default (production: boolean) =>
  createAppConfig({
    name: 'reader',
    dir: path.resolve(__dirname),
    title: 'Exam Store: reader',
    exposes: { './PdfViewer': './src/features/viewer/components/pdf-viewer.tsx' },
    production,
    plugins: [
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.join(pdfjsDir, 'build', 'pdf.worker.min.mjs'), to: 'pdfjs/pdf.worker.min.mjs' },
          { from: path.join(pdfjsDir, 'cmaps'), to: 'pdfjs/cmaps', noErrorOnMissing: true },
          { from: path.join(pdfjsDir, 'standard_fonts'), to: 'pdfjs/standard_fonts', noErrorOnMissing: true },
          { from: path.join(pdfjsDir, 'wasm'), to: 'pdfjs/wasm', noErrorOnMissing: true },
          { from: path.join(pdfjsDir, 'iccs'), to: 'pdfjs/iccs', noErrorOnMissing: true },
        ],
      }),
    ],
  });
