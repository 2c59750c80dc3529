import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * PDFs built at test time (never committed): hostile files for the render pool's limits, and encrypted
 * variants of a fixture made with qpdf (Debian package `qpdf`, needed by CI).
 */

/** A one-page PDF whose page has `content` as its (already encoded) content stream, with a valid xref. */
export function onePagePdf(content: Buffer, opts: { filters?: string; mediaBox?: string } = {}): Buffer {
  const filter = opts.filters ? `/Filter ${opts.filters} ` : '';
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox ${opts.mediaBox ?? '[0 0 612 792]'} /Contents 4 0 R >>`,
    ),
    Buffer.concat([
      Buffer.from(`<< ${filter}/Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    size += obj.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/**
 * Deflates `prefix`, then `chunk` repeated `times` times, then `suffix`, streaming (the expanded data is
 * never held in memory).
 */
async function deflateRepeated(chunk: Buffer, times: number, prefix = '', suffix = ''): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = once(deflate, 'end');
  deflate.write(prefix);
  for (let i = 0; i < times; i += 1) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end(suffix);
  await done;
  return Buffer.concat(out);
}

/**
 * A decompression bomb: a content stream deflated twice ([/FlateDecode /FlateDecode]) that expands from
 * a few KB to `mb` MB of drawing operators (path moves and lines, about 22 million per 256 MB).
 */
export async function bombPdf(mb = 256): Promise<Buffer> {
  const ops = Buffer.alloc(1024 * 1024, '0 0 m 1 1 l ');
  const inner = await deflateRepeated(ops, mb);
  return onePagePdf(zlib.deflateSync(inner, { level: 9 }), { filters: '[/FlateDecode /FlateDecode]' });
}

/** An "endless page": a page 200 × 14,400 pt whose content is `segments` path segments (deflated). */
export async function endlessPagePdf(segments = 20_000_000): Promise<Buffer> {
  const ops = Buffer.from('1 1 l 0 2 l '.repeat(1000));
  const content = await deflateRepeated(ops, Math.ceil(segments / 2000), '0 0 m\n', '\nS\n');
  return onePagePdf(content, { filters: '/FlateDecode', mediaBox: '[0 0 200 14400]' });
}

/** `mb` MB of random junk behind a `%PDF-` header, ending in `%%EOF` (no objects, no xref). */
export function junkPdf(mb = 40): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(mb * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
}

/** True when the qpdf command is installed. */
export function hasQpdf(): boolean {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Encrypts `source` with qpdf (AES-256): with an open (user) password, or with only an owner password and
 * every permission withdrawn (printing, copying, modifying). Returns the bytes.
 */
export function encryptedPdf(source: string, kind: 'open-password' | 'restricted'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qpdf-'));
  const out = path.join(dir, 'out.pdf');
  try {
    const user = kind === 'open-password' ? 'secret-user' : '';
    const restrictions =
      kind === 'restricted' ? ['--print=none', '--modify=none', '--extract=n', '--annotate=n'] : [];
    execFileSync('qpdf', ['--encrypt', user, 'owner-secret', '256', ...restrictions, '--', source, out]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
