import { randomBytes } from 'node:crypto';

/** A file part for {@link multipart}. */
export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data payload for `app.inject` from text fields and files. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * `app.inject` options of the admin's "Trace a leaked page" (`POST /api/admin/leak-trace/image`) sent with
 * `authHeaders`: the text `fields` and every one of `images` as a file under the field name `image`
 * (`leak<i>.png`, or `.jpg` for `image/jpeg`).
 */
export function leakTraceUpload(
  authHeaders: Record<string, string>,
  fields: Record<string, string>,
  images: Buffer[],
  contentType: 'image/png' | 'image/jpeg' = 'image/png',
) {
  const ext = contentType === 'image/png' ? 'png' : 'jpg';
  const files = images.map((data, i) => [`image${i}`, { filename: `leak${i}.${ext}`, contentType, data }]);
  const { payload, headers } = multipart(fields, Object.fromEntries(files));
  // Every file goes under the one field name `image`.
  const body = payload.toString('latin1').replace(/name="image\d+"/g, 'name="image"');
  return {
    method: 'POST' as const,
    url: '/api/admin/leak-trace/image',
    headers: { ...headers, ...authHeaders },
    payload: Buffer.from(body, 'latin1'),
  };
}
