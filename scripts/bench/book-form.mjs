// The admin's book form as a browser sends it (multipart: the fields, then the PDF), for the benchmarks
// that upload through `POST /api/admin/books`.
import { randomBytes } from 'node:crypto';

/**
 * `{ body, type }`: the multipart body (Buffer) of `fields` (name → value) and the PDF `bytes` as file
 * `<name>.pdf`, and its Content-Type with the boundary.
 */
export function bookForm(bytes, name, fields) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
