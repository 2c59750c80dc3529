import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../services/http-error';
import { COVER_NAME_RE } from '../../services/storage';
import { ERRORS } from '../schemas';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * `GET /api/files/covers/:name` (ARCHITECTURE "Files"): public covers with a one-year immutable cache
 * (names are generated and never reused). Only names matching `<uuid>.<jpg|png|webp>` reach the disk.
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/covers/:name',
    { schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }), response: ERRORS } },
    async (req, reply) => {
      const { name } = req.params;
      if (!COVER_NAME_RE.test(name)) throw new HttpError(404, 'Not found');
      const file = app.storage.coverPath(name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw new HttpError(404, 'Not found');
      return reply
        .headers({
          'content-type': TYPES[name.split('.').pop()!],
          'content-length': String(stat.size),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        .send(fs.createReadStream(file) as never);
    },
  );
};
export default files;
