import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SETTING_KEYS, writeSetting } from '../../../src/modules/operations/settings';
import { multipart, type FilePart } from '../../helpers/multipart';
import {
  auth,
  createTestAppWithAdmin,
  FIXTURES_DIR,
  localFiles,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

let ctx: TestContext;
let admin: string;
const cover = fs.readFileSync(path.join(FIXTURES_DIR, 'covers', 'physics.jpg'));
const pdf = fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', 'physics.pdf'));
const fields = { title: 'Corpus', description: 'd', category: 'JEE', section: 'class11', price: '10' };
const listAll = () =>
  [localFiles(ctx).coversDir, localFiles(ctx).pdfsDir, localFiles(ctx).tmpDir].map((d) =>
    fs.readdirSync(d).sort(),
  );

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ books: false }));
  // Small limits so the oversized case stays cheap: 1 MB images, 2 MB PDFs.
  await writeSetting(ctx.database.db, SETTING_KEYS.uploadLimits, {
    maxImageSize: 1_048_576,
    maxPdfSize: 2_097_152,
  });
});
afterAll(() => ctx.close());

const upload = (files: Record<string, FilePart>) => {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/books',
    headers: { ...auth(admin), ...body.headers },
    payload: body.payload,
  });
};
const img = (data: Buffer, filename = 'cover.jpg'): Record<string, FilePart> => ({
  image: { filename, contentType: 'image/jpeg', data },
});
const doc = (data: Buffer, filename = 'book.pdf'): Record<string, FilePart> => ({
  pdf: { filename, contentType: 'application/pdf', data },
});

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
// A JPEG header glued to HTML: passes a magic-bytes sniff, fails a real decode.
const POLYGLOT = Buffer.concat([cover.subarray(0, 64), HTML]);

describe('upload corpus: every bad file is a 4xx and leaves nothing on disk', () => {
  const cases: Array<[string, () => Record<string, FilePart>, number]> = [
    ['renamed ELF executable as cover', () => img(ELF, 'cover.jpg'), 400],
    ['renamed shell script as PDF', () => doc(SCRIPT, 'book.pdf'), 400],
    ['HTML posing as an image', () => img(HTML, 'cover.png'), 400],
    ['JPEG header + HTML polyglot', () => img(POLYGLOT), 400],
    ['truncated JPEG', () => img(cover.subarray(0, Math.floor(cover.length / 2))), 400],
    ['oversized image', () => img(Buffer.concat([cover, Buffer.alloc(1_100_000)])), 413],
    ['oversized PDF', () => doc(Buffer.concat([pdf, Buffer.alloc(2_200_000)])), 413],
    ['empty image file', () => img(Buffer.alloc(0)), 400],
    ['empty PDF file', () => doc(Buffer.alloc(0)), 400],
    ['truncated PDF', () => doc(pdf.subarray(0, Math.floor(pdf.length / 2))), 400],
    ['PDF header only', () => doc(Buffer.from('%PDF-1.7\n%%EOF\n')), 400],
  ];
  it.each(cases)('%s', async (_name, files, status) => {
    const before = listAll();
    const res = await upload(files());
    expect(res.statusCode).toBe(status);
    expectRefusal(res.json());
    expect(listAll()).toEqual(before);
  });

  it('real PNG and WebP covers pass the decode check; stored files are not executable', async () => {
    for (const [format, name] of [
      ['png', 'c.png'],
      ['webp', 'c.webp'],
    ] as const) {
      const data = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#336699' } })
        [format]()
        .toBuffer();
      const res = await upload(img(data, name));
      expect(res.statusCode).toBe(201);
      const file = path.join(localFiles(ctx).coversDir, res.json().image.split('/').pop());
      expect(fs.statSync(file).mode & 0o111).toBe(0);
    }
  });

  it('a form with no file chosen (empty file name) is simply without a file', async () => {
    const res = await upload(img(Buffer.alloc(0), ''));
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toBeNull();
    expect(fs.readdirSync(localFiles(ctx).tmpDir)).toEqual([]);
  });
});
