/**
 * The render worker (docs/domains/reading.md "The reader"): runs in a worker thread of the piscina pool
 * (render-pool.ts), never on the API's event loop. It opens PDFs with pdfjs-dist (legacy build, for Node) and
 * draws pages on
 * @napi-rs/canvas. A hostile file can only hurt this thread: the pool terminates it past its time limit and
 * V8 stops it past its memory limit (worker `resourceLimits`).
 *
 * Node loads this file directly (type stripping: erasable TypeScript only, no imports of our .ts files at
 * run time), so it works the same under tsx, Jest and plain node.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  InspectResult,
  InspectTask,
  OutlineEntry,
  PageText,
  PdfFailure,
  PdfSource,
  RenderResult,
  RenderTask,
  TaskFailure,
  TextChunkResult,
  TextResult,
  TextTask,
} from './render-types.js';

type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

// Loaded once when the thread starts, before its first job (so a job's time limit never pays for it).
const lib: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const { createCanvas } = await import('@napi-rs/canvas');

/** Tells the pool the job has started (its time limit runs from here, not from the queue). */
function started(task: { port?: MessagePort }): void {
  task.port?.postMessage('started');
}

/**
 * Open documents of this thread by `file:<path>` or `key:<storage key>`, most recent last (a reader turns
 * pages of the same book). A stored key's document holds its bytes in memory until it is closed.
 */
const open = new Map<string, { mtimeMs: number; doc: Promise<PdfDocument> }>();
const MAX_OPEN = 2;

class Refusal extends Error {
  readonly failure: PdfFailure;
  constructor(failure: PdfFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

function refused(err: unknown): TaskFailure {
  if (err instanceof Refusal) return { ok: false, failure: err.failure, message: err.message };
  const e = err as { name?: string; message?: string };
  if (e?.name === 'PasswordException') return { ok: false, failure: 'password', message: String(e.message) };
  return { ok: false, failure: 'damaged', message: String(e?.message ?? err) };
}

/** The bytes of a local file (refused unless its first KiB has `%PDF-`). */
async function readFile(file: string): Promise<Uint8Array> {
  const head = Buffer.alloc(1024);
  const fh = await fs.promises.open(file, 'r');
  try {
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    if (!head.subarray(0, bytesRead).includes('%PDF-')) throw new Refusal('not-pdf', 'no %PDF- header');
  } finally {
    await fh.close();
  }
  return new Uint8Array(await fs.promises.readFile(file));
}

/**
 * The open document of a task's {@link PdfSource}: a local file (reopened when its mtime changed) or a
 * stored key (opened from `data` the first time; `need-data` when neither open nor sent).
 */
async function load(source: PdfSource): Promise<PdfDocument> {
  const id = source.file !== undefined ? `file:${source.file}` : `key:${source.key}`;
  const mtimeMs = source.file !== undefined ? (await fs.promises.stat(source.file)).mtimeMs : 0;
  const cached = open.get(id);
  if (cached && cached.mtimeMs === mtimeMs) {
    open.delete(id);
    open.set(id, cached);
    return cached.doc;
  }
  let data: Uint8Array;
  if (source.file !== undefined) data = await readFile(source.file);
  else if (source.key !== undefined && source.data) {
    data = source.data;
    if (!Buffer.from(data.buffer, data.byteOffset, Math.min(1024, data.byteLength)).includes('%PDF-'))
      throw new Refusal('not-pdf', 'no %PDF- header');
  } else throw new Refusal('need-data', `${source.key ?? 'no source'} is not open`);
  const doc = lib.getDocument({
    data,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    // Hardening: no system fonts, no XFA forms, images capped at 50 Mpx.
    useSystemFonts: false,
    disableFontFace: true,
    enableXfa: false,
    maxImageSize: 50_000_000,
    verbosity: 0,
  }).promise;
  open.set(id, { mtimeMs, doc });
  doc.catch(() => open.delete(id));
  while (open.size > MAX_OPEN) {
    const [oldest, entry] = open.entries().next().value!;
    open.delete(oldest);
    void entry.doc.then((d) => d.destroy()).catch(() => undefined);
  }
  return doc;
}

async function pageOf(doc: PdfDocument, page: number): Promise<PdfPage> {
  if (!Number.isInteger(page) || page < 1 || page > doc.numPages)
    throw new Refusal('page-range', `page ${page} is not in 1..${doc.numPages}`);
  return doc.getPage(page);
}

/** Named destinations of a document, read once per outline (one lookup each is slow on big books). */
type Destinations = Record<string, unknown> | null;

async function destinationPage(doc: PdfDocument, dest: unknown, named: Destinations): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? (named?.[dest] ?? (await doc.getDestination(dest))) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target = explicit[0];
    if (Number.isInteger(target)) return (target as number) + 1;
    return (await doc.getPageIndex(target)) + 1;
  } catch {
    return null;
  }
}

type RawOutline = Awaited<ReturnType<PdfDocument['getOutline']>>;

async function outlineOf(
  doc: PdfDocument,
  items: RawOutline | undefined,
  named: Destinations,
  depth = 0,
): Promise<OutlineEntry[]> {
  if (!items || depth > 8) return [];
  const out: OutlineEntry[] = [];
  for (const item of items.slice(0, 2000)) {
    out.push({
      title: String(item.title ?? '').slice(0, 300),
      page: await destinationPage(doc, item.dest, named),
      items: await outlineOf(doc, item.items as RawOutline, named, depth + 1),
    });
  }
  return out;
}

async function draw(page: PdfPage, task: Omit<RenderTask, keyof PdfSource | 'page'>) {
  const base = page.getViewport({ scale: 1 });
  let scale = task.width / base.width;
  // A page far taller than wide ("endless page") is drawn smaller rather than past the pixel budget.
  if (!task.tile && base.width * base.height * scale * scale > task.maxPixels)
    scale = Math.sqrt(task.maxPixels / (base.width * base.height));
  const viewport = page.getViewport({ scale });
  const fullW = Math.max(1, Math.round(viewport.width));
  const fullH = Math.max(1, Math.round(viewport.height));
  let width = fullW;
  let height = fullH;
  let transform: number[] | undefined;
  if (task.tile) {
    const { x, y, size } = task.tile;
    if (x * size >= fullW || y * size >= fullH)
      throw new Refusal('page-range', `tile ${x},${y} is outside the page`);
    width = Math.min(size, fullW - x * size);
    height = Math.min(size, fullH - y * size);
    transform = [1, 0, 0, 1, -x * size, -y * size];
  }
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  type RenderParams = Parameters<PdfPage['render']>[0];
  // A library boundary: pdfjs types its canvas as the DOM's HTMLCanvasElement and CanvasRenderingContext2D,
  // which Node has not; @napi-rs/canvas implements what pdfjs draws with (pdfjs's own Node canvas factory
  // uses it too) under its own types, which share no declaration with the DOM's, so no narrower type fits.
  await page.render({
    canvas: canvas as unknown as RenderParams['canvas'],
    canvasContext: context as unknown as RenderParams['canvasContext'],
    viewport,
    transform,
  }).promise;
  if (task.grey) {
    // Luminance straight from the canvas: a WebP would only be decoded again.
    const rgba = context.getImageData(0, 0, width, height).data;
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < grey.length; i += 1)
      grey[i] = (rgba[i * 4] * 77 + rgba[i * 4 + 1] * 150 + rgba[i * 4 + 2] * 29) >> 8;
    return { webp: new Uint8Array(0), grey, width, height };
  }
  const webp = await canvas.encode('webp', task.quality);
  return { webp: new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength), width, height };
}

/** Opens the PDF, counts its pages, reads its outline; optionally renders page 1 as a probe. */
export async function inspect(task: InspectTask): Promise<InspectResult | TaskFailure> {
  started(task);
  try {
    const doc = await load(task);
    if (doc.numPages < 1) throw new Refusal('no-pages', 'no pages');
    const first = await pageOf(doc, 1);
    const { width: w, height: h } = first.getViewport({ scale: 1 });
    const raw = await doc.getOutline();
    const named = raw?.length ? ((await doc.getDestinations()) as Destinations) : null;
    const outline = await outlineOf(doc, raw, named);
    // Quality 80, not a probe's usual least: the render becomes the book's cover when the form has none.
    const probe = task.probeWidth
      ? (await draw(first, { width: task.probeWidth, maxPixels: 4_000_000, quality: 80 })).webp
      : undefined;
    first.cleanup();
    return { ok: true, pages: doc.numPages, outline, size: { w, h }, probe };
  } catch (err) {
    return refused(err);
  }
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** Text with positions of pages `from`..`to`, for search and highlight rectangles. */
export async function text(task: TextTask): Promise<TextResult | TaskFailure> {
  started(task);
  try {
    const doc = await load(task);
    const pages: PageText[] = [];
    for (let n = task.from; n <= Math.min(task.to, doc.numPages); n += 1) {
      const page = await pageOf(doc, n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      let joined = '';
      const boxes: number[] = [];
      let prev: { right: number; y: number } | undefined;
      for (const item of content.items) {
        if (!('str' in item) || !item.str) continue;
        const tx = lib.Util.transform(viewport.transform, item.transform);
        const fontHeight = Math.hypot(tx[2], tx[3]) || item.height;
        // Items on another line, or apart on the same line, are separate words.
        const apart =
          prev && (Math.abs(tx[5] - prev.y) > fontHeight / 2 || tx[4] - prev.right > fontHeight / 6);
        if (apart && joined && !joined.endsWith(' ') && !item.str.startsWith(' ')) joined += ' ';
        prev = { right: tx[4] + item.width, y: tx[5] };
        boxes.push(
          joined.length,
          round(tx[4] / viewport.width),
          round((tx[5] - fontHeight) / viewport.height),
          round(item.width / viewport.width),
          round(fontHeight / viewport.height),
        );
        joined += item.str;
        if (item.hasEOL) joined += ' ';
      }
      if (joined.length && !joined.endsWith(' ')) joined += ' ';
      pages.push({ page: n, w: round(viewport.width), h: round(viewport.height), text: joined, boxes });
      page.cleanup();
    }
    return { ok: true, pages };
  } catch (err) {
    return refused(err);
  }
}

/** {@link text}, serialised here for storage (see {@link TextChunkResult}). */
export async function textChunk(task: TextTask): Promise<TextChunkResult | TaskFailure> {
  const result = await text(task);
  if (!result.ok) return result;
  return {
    ok: true,
    json: JSON.stringify(result.pages),
    sizes: result.pages.map(({ page, w, h }) => ({ page, w, h })),
  };
}

/** Renders one page (or one tile of it) to WebP. */
export async function render(task: RenderTask): Promise<RenderResult | TaskFailure> {
  started(task);
  try {
    const doc = await load(task);
    const page = await pageOf(doc, task.page);
    const started = performance.now();
    const out = await draw(page, task);
    page.cleanup();
    return { ok: true, ...out, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return refused(err);
  }
}
