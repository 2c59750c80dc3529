import type { FastifyRequest } from 'fastify';
import { filetypeinfo } from 'magic-bytes.js';
import sharp from 'sharp';
import { HttpError } from '../../platform/http-error';

/**
 * Most images one trace takes (pages or question images of one leak, read together): a question image
 * carries a few dozen code positions, so a leak needs about ten of them to name one of 200 candidates.
 */
export const LEAK_TRACE_MAX_IMAGES = 12;
/** Largest uploaded image, bytes (a phone photo is 3–8 MB). */
export const LEAK_TRACE_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/**
 * Largest image traced, pixels: 25 megapixels (a 12-megapixel phone photo twice over; a page needs far
 * less). A 49-megapixel photo took 41 s of the tracer's thread, so a larger one is refused from its header,
 * before anything decodes it.
 */
export const LEAK_TRACE_MAX_PIXELS = 25_000_000;

/** What the admin sent to "Trace a leaked page": the images' bytes and the optional book and page. */
export interface LeakTraceForm {
  images: Buffer[];
  bookId?: string;
  page?: number;
}

const IMAGE_TYPES = new Set(['jpg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heic']);

const MALFORMED = /^(Multipart|Malformed|Unexpected end of (form|multipart)|Part terminated|Boundary)/i;

/**
 * 422 for an image over {@link LEAK_TRACE_MAX_PIXELS}, read from its header (sharp's metadata decodes no
 * pixel); 400 for a header sharp cannot read.
 */
async function refuseHugeImage(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new HttpError(400, 'This file could not be read as an image');
    });
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > LEAK_TRACE_MAX_PIXELS)
    throw new HttpError(
      422,
      `This image is ${meta.width}×${meta.height} (${(pixels / 1e6).toFixed(1)} megapixels); images of at most ${LEAK_TRACE_MAX_PIXELS / 1e6} megapixels are traced: send a screenshot, or a smaller photo or crop of the page`,
    );
}

/**
 * Reads the multipart form of `POST /api/admin/leak-trace/image`: one to {@link LEAK_TRACE_MAX_IMAGES}
 * `image` files (JPEG, PNG, WebP, GIF, TIFF, AVIF or HEIC by their bytes), each at most
 * {@link LEAK_TRACE_MAX_IMAGE_BYTES} and {@link LEAK_TRACE_MAX_PIXELS}, and the optional text fields
 * `bookId` and `page`. 413 for a file too large, 422 for an image of too many pixels, 400 for anything else wrong (no image, not an image, unknown field, bad page, malformed form).
 */
export async function readLeakTraceForm(req: FastifyRequest): Promise<LeakTraceForm> {
  const form: LeakTraceForm = { images: [] };
  const tooBig = `Each image must be at most ${LEAK_TRACE_MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  try {
    const parts = req.parts({
      limits: {
        fileSize: LEAK_TRACE_MAX_IMAGE_BYTES,
        files: LEAK_TRACE_MAX_IMAGES,
        fields: 4,
        fieldSize: 256,
        parts: LEAK_TRACE_MAX_IMAGES + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (part.fieldname === 'bookId') form.bookId = value || undefined;
        else if (part.fieldname === 'page') {
          if (!value) continue;
          const page = Number(value);
          if (!Number.isInteger(page) || page < 1)
            throw new HttpError(400, 'page must be a whole number from 1');
          form.page = page;
        } else throw new HttpError(400, `Unexpected field: ${part.fieldname}`);
        continue;
      }
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field: ${part.fieldname}`);
      }
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        throw err?.code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, tooBig) : err;
      });
      if (part.file.truncated) throw new HttpError(413, tooBig);
      const type = filetypeinfo(bytes.subarray(0, 64))[0]?.typename ?? '';
      if (!bytes.length || !IMAGE_TYPES.has(type))
        throw new HttpError(400, 'Please send images (JPEG, PNG or WebP screenshots or photos)');
      await refuseHugeImage(bytes);
      form.images.push(bytes);
    }
  } catch (err) {
    const status = (err as { statusCode?: number })?.statusCode;
    // Too many files: multipart's own 413 says "reach files limit"; the admin is told the number.
    if ((err as { code?: string })?.code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `At most ${LEAK_TRACE_MAX_IMAGES} images at a time`);
    if (status === 413) throw err;
    if (!status && MALFORMED.test((err as Error)?.message ?? ''))
      throw new HttpError(400, 'Invalid multipart form');
    throw err;
  }
  if (!form.images.length) throw new HttpError(400, 'Send at least one image of a leaked page');
  if (form.page !== undefined && !form.bookId) throw new HttpError(400, 'Name the book of the page too');
  return form;
}
