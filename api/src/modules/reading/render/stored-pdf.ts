import { HttpError } from '../../../platform/http-error';
import { pdfFileKey, type Storage } from '../../../platform/storage/storage';
import type { PdfSource, TaskFailure } from '../../../platform/render/render-types';

/**
 * Runs a pool job on the stored PDF `pdfKey`: by its local path when the driver keeps files on this machine,
 * else by its storage key, sending the bytes (read from the driver) only when the thread answers `need-data`
 * (the thread keeps an open document, so the bytes cross to it once). Resolves to the job's answer (its
 * result or a {@link TaskFailure}); 404 when the stored PDF is missing, the job's own errors otherwise.
 */
export async function withStoredPdf<T extends { ok: true }>(
  storage: Storage,
  pdfKey: string,
  job: (source: PdfSource) => Promise<T | TaskFailure>,
): Promise<T | TaskFailure> {
  const key = pdfFileKey(pdfKey);
  const file = storage.localFile(key);
  if (file) return job({ file });
  const first = await job({ key });
  if (first.ok || first.failure !== 'need-data') return first;
  const data = await storage.getBytes(key);
  if (!data) throw new HttpError(404, 'PDF not found');
  return job({ key, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
}
