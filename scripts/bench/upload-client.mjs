// The uploading side of `npm run bench:upload-health`, in a thread of its own: making a 40 MB body and
// sending it is the client's work, and in the API's thread it would show as the API's own stall.
// workerData: { address, admin, uploads: [{ name, bytes? , file? , junkMb? }] }; posts
// { phase } before each upload and { outcome } after it, then { done: true }.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { bookForm } from './book-form.mjs';

/** `junkMb` MB that start and end like a PDF and are nothing inside. */
const junkPdf = (mb) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(mb * 1024 * 1024), Buffer.from('\n%%EOF\n')]);

const FIELDS = { description: 'bench:upload-health', category: 'JEE', section: 'class11', price: '29' };
const { address, admin, uploads } = workerData;
for (const { name, bytes, file, junkMb } of uploads) {
  const pdf = bytes ? Buffer.from(bytes) : file ? fs.readFileSync(file) : junkPdf(junkMb);
  const { body, type } = bookForm(pdf, name, { title: name, ...FIELDS });
  parentPort.postMessage({ phase: `uploading ${name}` });
  const t = performance.now();
  const outcome = await fetch(`${address}/api/admin/books`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
    body,
  }).then(
    async (res) =>
      res.status === 201 ? 'uploaded' : `refused (${res.status} ${(await res.json()).error ?? ''})`,
    (err) => `failed (${err.message})`,
  );
  parentPort.postMessage({
    outcome: `${name}: ${(pdf.length / 1048576).toFixed(1)} MB ${outcome} in ${(performance.now() - t).toFixed(0)} ms`,
  });
}
parentPort.postMessage({ done: true });
