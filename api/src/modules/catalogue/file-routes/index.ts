import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CoverFormat } from '@exam/shared-contracts/constants/covers';
import { coverVariant } from '../cover-variants';
import { HttpError } from '../../../platform/http-error';
import { COVER_NAME_RE, COVER_VARIANT_RE, coverKey } from '../../../platform/storage/storage';
import { ERRORS } from '../../../platform/http/route-schemas';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * `GET /api/files/covers/:name` (api/README.md "Files"): public covers with a one-year immutable cache
 * (names are generated and never reused). Only names matching `<uuid>.<jpg|png|webp>` reach storage, and
 * resized covers `<uuid>-<width>.<avif|webp>` (widths and formats of shared-contracts constants/covers),
 * made from the cover on first request. Anything else is 404.
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/covers/:name',
    { schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }), response: ERRORS } },
    async (req, reply) => {
      const { name } = req.params;
      let key: string | undefined;
      if (COVER_NAME_RE.test(name)) key = coverKey(name);
      else if (COVER_VARIANT_RE.test(name)) {
        const [, width, format] = /^[0-9a-f-]{36}-([0-9]+)\.(avif|webp)$/.exec(name)!;
        key = await coverVariant(app.storage, name.slice(0, 36), Number(width), format as CoverFormat).catch(
          (err: unknown) => {
            req.log.warn({ err, name }, 'cover variant could not be made');
            return undefined;
          },
        );
      }
      const size = key === undefined ? undefined : await app.storage.size(key);
      const body = size === undefined ? undefined : await app.storage.stream(key!);
      if (!body) throw new HttpError(404, 'Not found');
      return reply
        .headers({
          'content-type': TYPES[name.split('.').pop()!],
          'content-length': String(size),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        .send(body as never);
    },
  );
};
export default files;
