/**
 * Safety: a PDF crafted to run script runs none. The test builds a PDF whose catalogue
 * OpenAction, document-level Names/JavaScript, page open action (AA /O) and a link annotation all carry
 * JavaScript that would open an alert and set globals, uploads it as one of our books (POST
 * /api/admin/books, so it is served through pdf-proxy like any other), opens it in the viewer, and checks
 * that the page is drawn while no dialog fires and no global is set, in the page or in the pdf.js worker.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { adminCredentials, openFromCard, viewer, waitForFirstPaint } from './support/reader-helpers';
import { deleteBooks } from './support/store-session';
import { expect, test } from './support/fixtures';

const TITLE = `Crafted Script Test ${Date.now()}`;

// The probe is deleted afterwards, so later files see the seeded Class 12 catalogue again.
const made: string[] = [];
test.afterAll(async () => {
  await deleteBooks(made);
});
const SCRIPT =
  'app.alert("pwned"); try { window.__pwned = 1; } catch (e) {} try { globalThis.__pwned = 1; } catch (e) {} this.__pwned = 1;';

/** A one-page PDF whose every script hook runs SCRIPT. */
async function craftedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Crafted page: scripts must not run', { x: 72, y: 700, size: 24, font });
  const js = (code: string) => doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js(SCRIPT)));
  const names = doc.context.obj({ Names: [PDFString.of('pwn'), doc.context.register(js(SCRIPT))] });
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(names) }));
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(js(SCRIPT)) }));
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 612, 792],
    Border: [0, 0, 0],
    A: doc.context.register(js(SCRIPT)),
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  // No object streams: the actions stay plain text, as in the simplest real-world exploit files.
  return doc.save({ useObjectStreams: false });
}

test('a PDF with OpenAction, Names, page and link JavaScript runs none of it in the viewer', async ({
  platform,
  signedInContext,
}) => {
  const { url } = platform;
  const admin = await adminCredentials();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: TITLE,
    description: 'Script injection probe',
    category: 'NEET',
    section: 'class12',
    price: '0',
    isFree: 'true',
    pages: '1',
  })) {
    form.set(k, v);
  }
  const bytes = await craftedPdf();
  // The probe really carries its scripts (read back from the saved bytes).
  const text = Buffer.from(bytes).toString('latin1');
  expect(text).toMatch(/\/OpenAction/);
  expect((text.match(/\/S \/JavaScript/g) ?? []).length).toBe(4);
  form.set('pdf', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'crafted.pdf');
  const created = await fetch(`${url}/api/admin/books`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  const book = (await created.json()) as { _id?: string; book?: { _id: string } };
  made.push((book._id ?? book.book?._id)!);

  const context = await signedInContext(admin, true);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await openFromCard(page, { title: TITLE, route: '/class12' });
  expect(await waitForFirstPaint(page)).toBe(1);

  // Click where the link annotation would be, too: the viewer draws no annotation layer.
  await viewer(page).locator('canvas').click({ force: true });
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  for (const worker of page.workers()) {
    expect(
      await worker.evaluate(() => (globalThis as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
  }
  expect(logs.filter((l) => /pwned/.test(l))).toEqual([]);
  // pdf.js's scripting sandbox is never even fetched.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.filter((s) => /sandbox/i.test(s))).toEqual([]);
});
