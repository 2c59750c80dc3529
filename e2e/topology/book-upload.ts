/**
 * The admin's book upload of the topology's checks, sent with node:http so the body can be streamed slowly
 * (a replica stopped mid-upload must end it cleanly).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

/** The shared fixtures (never copied into the repository). */
export const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'shared', 'fixtures');

/** A multipart body for the admin's book form, streamed in `chunkBytes` pieces `delayMs` apart. */
export function bookUpload(pdf: Buffer, title: string, chunkBytes = 0, delayMs = 0) {
  const boundary = `----topology${Date.now()}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = (name: string, filename: string, type: string, data: Buffer) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ];
  const body = Buffer.concat([
    ...Object.entries({
      title,
      description: 'Uploaded through one replica of the topology',
      category: 'NEET',
      section: 'class12',
      price: '120',
      priceDiscounted: '',
      pages: '',
      isFree: 'false',
    }).map(([k, v]) => field(k, v)),
    ...file(
      'image',
      'cover.jpg',
      'image/jpeg',
      fs.readFileSync(path.join(FIXTURES, 'covers', 'physics.jpg')),
    ),
    ...file('pdf', 'book.pdf', 'application/pdf', pdf),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const stream = Readable.from(
    (async function* () {
      const step = chunkBytes || body.length;
      for (let i = 0; i < body.length; i += step) {
        yield body.subarray(i, i + step);
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      }
    })(),
  );
  return { stream, length: body.length, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a streamed book upload with node:http; resolves with the status and body (or the socket error). */
export function postBook(
  base: string,
  token: string,
  upload: ReturnType<typeof bookUpload>,
): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(`${base}/api/admin/books`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': upload.contentType,
        'content-length': String(upload.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
    upload.stream.pipe(req);
  });
}
