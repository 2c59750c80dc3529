/**
 * The reading domain's module (docs/domains/reading.md): what other modules use of it. An exam's question
 * image is a piece of a paper page, so it is marked, traced and charged to the page budget as the reader's
 * pages are: the attempt's leak code is made as a reading session's (`newLeakCode`), a page first sent in an
 * attempt is charged (`chargePage`), and the exams module tells the leak tracer its codes, candidates and
 * pages sent (`MarkedElsewhere`, the shape of its `attemptMarks`). An attempt keeps its code, device and
 * pages in its own columns and makes no reading session (docs/domains/exams.md "Data"). The
 * render service draws a book's pages (`RenderService`, `MAX_PAPER_PAGES`) and the watermark marks them with
 * the reader's identity (`markPage`, `markReader`, `markDate`, `pageScope`); the exams' candidate hooks take
 * the signed-in viewer's shape (`Viewer`).
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here.
 */
export { newLeakCode } from './reading-sessions';
export type { MarkedElsewhere } from './leak-sources';
export { chargePage } from './page-budget';
export { MAX_PAPER_PAGES } from './render/render-service';
export type { RenderService } from './render/render-service';
export { markDate, markPage, markReader } from './render/watermark';
export type { Viewer } from './viewer-cache';
export { pageScope } from './marks/fingerprint';
export type { HiddenMark } from './marks/word-shifts';
