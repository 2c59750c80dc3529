import path from 'node:path';
import { hasUsableText, pageHasText } from '../../../../src/modules/exams/detection/text-layer';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import type { PageText } from '../../../../src/platform/render/render-types';

const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');

let pool: RenderPool;
beforeAll(() => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
});
afterAll(async () => {
  await pool.close();
});

async function textOf(name: string): Promise<PageText[]> {
  const r = await pool.text({ file: path.join(REAL, name), from: 1, to: 1000 });
  if (!r.ok) throw new Error(r.message);
  return r.pages;
}

test('the typeset paper has a usable text layer, its scanned copy has none', async () => {
  const typeset = await textOf('jee-main-2024-01feb-s1-mathongo.pdf');
  const scanned = await textOf('scanned-jee-main-2024-01feb-s1.pdf');
  expect([typeset.length, scanned.length]).toEqual([13, 13]);
  expect(hasUsableText(typeset)).toBe(true);
  expect(hasUsableText(scanned)).toBe(false);
}, 60_000);

const page = (text: string): PageText => ({ page: 1, w: 595, h: 842, text, boxes: [] });

test('a page number or a stamp is not a text layer; most pages must have text', () => {
  expect(pageHasText(page('12 '))).toBe(false);
  expect(pageHasText(page('Scanned by CamScanner '))).toBe(false);
  expect(pageHasText(page('Q1. A particle of mass m moves '))).toBe(true);
  expect(pageHasText(page('.  .  .  -  -  -  .  .  .  -  -  -  .  . '))).toBe(false);
  const text = page('Q1. A particle moves in a circle of radius R ');
  expect(hasUsableText([text, text, page('')])).toBe(true);
  expect(hasUsableText([text, page('3 '), page('')])).toBe(false);
  expect(hasUsableText([])).toBe(false);
});
