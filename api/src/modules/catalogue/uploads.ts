import { bytesToMb } from '@exam/shared-contracts/rules';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PDF_REFUSALS } from '@exam/shared-contracts/reading';
import { filetypeinfo } from 'magic-bytes.js';
import sharp from 'sharp';
import { HttpError } from '../../platform/http-error';
import type { PdfInspection, UploadInspection } from '../../platform/render/pdf-inspection';
import type { Storage } from '../../platform/storage/storage';

/**
 * A file received from the book form, still in its temp spool (`storage.tmpPath()`, on this machine's disk
 * with either driver; it reaches storage only once checked). `ext` comes from its sniffed bytes.
 */
export interface UploadedFile {
  tmpPath: string;
  size: number;
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
  /** PDFs only: what the render engine learnt when it inspected the upload (the one parse of it). */
  inspection?: PdfInspection;
  /** PDFs only: page 1 drawn by that inspection (WebP, cover width), the cover when no image is given. */
  firstPage?: Buffer;
}

/** Inspects a PDF file in the render pool: 400 with a PDF_REFUSALS text when refused. */
export type PdfInspector = (file: string) => Promise<UploadInspection>;

/** The parsed multipart book form: text fields (strings, docs/domains/catalogue.md "Book fields") and
 * optional files. */
export interface BookFormUpload {
  fields: Record<string, string>;
  image?: UploadedFile;
  pdf?: UploadedFile;
}

/** docs/domains/operations.md "Rules and limits" messages for the book form files; sizes in the text are MB
 * of the configured limit. */
export const UPLOAD_MESSAGES = {
  badImage: 'Please select a valid image file',
  badPdf: 'Please select a valid PDF file',
  bigImage: (bytes: number) => `Image size should be less than ${bytesToMb(bytes)} MB`,
  bigPdf: (bytes: number) => `PDF size should be less than ${bytesToMb(bytes)} MB`,
};

const IMAGE_TYPES: Record<string, UploadedFile['ext']> = { jpg: 'jpg', png: 'png', webp: 'webp' };

/** Copies a part's stream to `dest`, counting bytes and keeping the first 32 for sniffing; 413 past `max`. */
async function receive(source: NodeJS.ReadableStream, dest: string, max: number, tooBig: string) {
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (head.length < 32) head = Buffer.concat([head, chunk.subarray(0, 32 - head.length)]);
      if (size > max) return cb(new HttpError(413, tooBig));
      cb(null, chunk);
    },
  });
  // Owner read/write only: an upload is data, never executable or world-readable.
  await pipeline(source, counter, fs.createWriteStream(dest, { flags: 'wx', mode: 0o600 }));
  return { size, head };
}

/**
 * Decodes the whole image with sharp (libvips; a truncated or corrupt file, or one over 50 megapixels,
 * fails) and checks it has dimensions; 400 otherwise. The bytes are kept as uploaded (covers are served
 * byte for byte), they are only proven to be a real JPEG/PNG/WebP.
 */
async function checkImage(file: string): Promise<void> {
  try {
    const img = sharp(file, { failOn: 'error', limitInputPixels: 50_000_000, sequentialRead: true });
    const meta = await img.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Decoding to a thumbnail forces libvips to read every scanline/chunk, so truncation is detected.
    await img.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.badImage);
  }
}

/**
 * A PDF is accepted when it is complete (`%%EOF` in its last KiB: a cut-off upload is refused before any
 * parse) and the render engine opens it (docs/domains/reading.md "The reader": one inspection, in the worker
 * pool, with the engine that renders; permission restrictions are fine, an open password is not). Returns the
 * inspection (page count, outline) and page 1's render; 400 with a PDF_REFUSALS text otherwise.
 */
async function checkPdf(file: string, size: number, inspect: PdfInspector): Promise<UploadInspection> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const tail = Buffer.alloc(Math.min(1024, size));
    await fh.read(tail, 0, tail.length, size - tail.length);
    if (!tail.includes('%%EOF')) throw new HttpError(400, PDF_REFUSALS.damaged);
  } finally {
    await fh.close();
  }
  return inspect(file);
}

/**
 * Streams the multipart book form to disk (never buffered whole): files `image` and `pdf` land in temp
 * spools and are checked by their bytes (JPEG/PNG/WebP; `%PDF-`) and size (bytes, from settings); images
 * are then fully decoded (sharp), PDFs must be complete and are inspected once by `inspect` (the render
 * pool; see checkPdf).
 * On any error every temp file is deleted before the error (400/413) propagates. A file part with no file
 * name (a form sent with no file chosen) counts as absent; a named but empty file is a 400.
 */
export async function readBookForm(
  req: FastifyRequest,
  storage: Storage,
  limits: { maxImageSize: number; maxPdfSize: number },
  inspect: PdfInspector,
): Promise<BookFormUpload> {
  const form: BookFormUpload = { fields: {} };
  const temps: string[] = [];
  try {
    const parts = req.parts({
      limits: {
        fileSize: Math.max(limits.maxImageSize, limits.maxPdfSize) + 1,
        files: 2,
        fields: 20,
        fieldSize: 65536,
        parts: 24,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const isImage = part.fieldname === 'image';
      if (!isImage && part.fieldname !== 'pdf') {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field: ${part.fieldname}`);
      }
      if (form[isImage ? 'image' : 'pdf'])
        throw new HttpError(400, `Only one ${part.fieldname} file is allowed`);
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const tmpPath = storage.tmpPath();
      temps.push(tmpPath);
      const max = isImage ? limits.maxImageSize : limits.maxPdfSize;
      const tooBig = isImage ? UPLOAD_MESSAGES.bigImage(max) : UPLOAD_MESSAGES.bigPdf(max);
      const { size, head } = await receive(part.file, tmpPath, max, tooBig).catch(
        (err: { code?: string }) => {
          throw err?.code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, tooBig) : err;
        },
      );
      if (isImage) {
        const ext = IMAGE_TYPES[filetypeinfo(head)[0]?.typename ?? ''];
        if (size === 0 || !ext) throw new HttpError(400, UPLOAD_MESSAGES.badImage);
        await checkImage(tmpPath);
        form.image = { tmpPath, size, ext };
      } else {
        if (size === 0 || head.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw new HttpError(400, PDF_REFUSALS.notPdf);
        const { inspection, firstPage } = await checkPdf(tmpPath, size, inspect);
        form.pdf = { tmpPath, size, ext: 'pdf', inspection, firstPage };
      }
    }
    return form;
  } catch (err) {
    await storage.removeTemp(...temps);
    // busboy's parse errors (no boundary, malformed part headers, truncated body) carry no status.
    const message = (err as Error)?.message ?? '';
    if (!(err as { statusCode?: number })?.statusCode && MALFORMED_MULTIPART.test(message))
      throw new HttpError(400, 'Invalid multipart form');
    throw err;
  }
}

const MALFORMED_MULTIPART =
  /^(Multipart|Malformed|Unexpected end of (form|multipart)|Part terminated|Boundary)/i;
