import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Response types compressed on the fly: JSON, text, HTML, JavaScript, CSS and SVG. Page images (WebP),
 * covers and PDF ranges are already compressed or must stay byte-addressable, so they pass untouched.
 */
const COMPRESSIBLE = /^(application\/(json|javascript|problem\+json|yaml)|text\/|image\/svg\+xml)/;

/**
 * On-the-fly compression of API answers above 1 KB: brotli at quality 4 (near
 * gzip's CPU cost, smaller output) or gzip, chosen from Accept-Encoding, with `Vary: Accept-Encoding`.
 * Built front-end files are not compressed here: their .br/.gz copies are made at build time and served by
 * @fastify/static's `preCompressed` (plugins/web-edge/index.ts), which sets Content-Encoding itself.
 */
const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
export default fp(compression, { name: 'compression' });
