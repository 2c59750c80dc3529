import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/http-error';

/** Largest statement file accepted, bytes (10 MB: a year of a busy account is about 2 MB of CSV). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

const MALFORMED = /^(Multipart|Malformed|Unexpected end of (form|multipart)|Part terminated|Boundary)/i;

/**
 * Reads `POST /admin/reconciliation/statements`: one file part `file` (into memory, at most
 * {@link MAX_STATEMENT_BYTES}) and an optional text field `bank`. 400 without a file or for an empty one,
 * 413 over the limit, 400 for a malformed form.
 */
export async function readStatementForm(
  req: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string; bank?: string }> {
  let file: { bytes: Buffer; fileName: string } | undefined;
  let bank: string | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'bank' && typeof part.value === 'string') bank = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field: ${part.fieldname}`);
      }
      const bytes = await part.toBuffer();
      file = { bytes, fileName: part.filename || 'statement' };
    }
  } catch (err) {
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'A statement file may be at most 10 MB');
    if (!e?.statusCode && MALFORMED.test(e?.message ?? ''))
      throw new HttpError(400, 'Invalid multipart form');
    throw err;
  }
  if (!file?.bytes.length) throw new HttpError(400, 'Choose a statement file (CSV or XLSX)');
  return { ...file, bank: bank?.trim() || undefined };
}
