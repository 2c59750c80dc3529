import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';
import { auth } from './test-app';

/**
 * `POST /api/admin/leak-trace/image` as `token` (docs/domains/reading.md "Marks"): the text `fields`
 * (`bookId`, `page`) and every one of `images` under the field name `image`, as the Leak Trace tab sends
 * several images of one leak.
 */
export function traceLeak(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  images: Buffer[],
) {
  const { payload, headers } = multipart(
    fields,
    Object.fromEntries(
      images.map((data, i) => [
        `image${i ? i : ''}`,
        { filename: `leak${i}.png`, contentType: 'image/png', data },
      ]),
    ),
  );
  // Every file goes under the field name `image`.
  const body = payload.toString('latin1').replace(/name="image\d+"/g, 'name="image"');
  return app.inject({
    method: 'POST',
    url: '/api/admin/leak-trace/image',
    headers: { ...headers, ...auth(token) },
    payload: Buffer.from(body, 'latin1'),
  });
}
