import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeIndexHtml, liveFileFor } from '../../../src/plugins/web-edge';
import { BOOK_SLOTS, slotToken, type PrerenderFile } from '@exam/web-platform/prerender/file';
import { formatRupees } from '@exam/shared-contracts/rules';
import { writePageManifests } from '../../helpers/page-manifests';
import { buildSite, staticSite } from '../../helpers/static-site';
import { multipart } from '../../helpers/multipart';
import { adminToken, auth, createTestApp, guestBooks, type TestContext } from '../../helpers/test-app';

/**
 * Largest Contentful Paint ≤ 2.5 s: a listing page's HTML carries the live store build's prerendered hero
 * (store-remote/src/prerender.tsx → prerender.json), so its largest text paints before any JavaScript.
 */
const INDEX =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const PRERENDER: PrerenderFile = {
  css: '.pr-a{color:red}',
  pages: {
    '/': { html: '<section class="pr-a"><h1>Guest hero</h1></section>', guestOnly: true },
    '/class12': {
      html: '<section class="pr-a"><h1>Class 12 Study Materials</h1></section>',
      guestOnly: false,
    },
  },
};

describe('composeIndexHtml', () => {
  it('puts the CSS in <head> and the page’s markup in #root, marked guest-only where it is', () => {
    const home = composeIndexHtml(INDEX, PRERENDER.pages['/'], PRERENDER.css, '/')!;
    expect(home).toContain('<style id="prerender-css">.pr-a{color:red}</style></head>');
    expect(home).toContain(
      '<div id="root"><div data-prerender data-path="/" data-guest-only><section class="pr-a"><h1>Guest hero</h1>',
    );
    expect(composeIndexHtml(INDEX, PRERENDER.pages['/class12'], PRERENDER.css, '/class12')).toContain(
      '<div data-prerender data-path="/class12"><section',
    );
    expect(
      composeIndexHtml(
        INDEX,
        { html: '<h1>My Books</h1>', guestOnly: false, signedInOnly: true },
        '',
        '/my-books',
      ),
    ).toContain('<div data-prerender data-path="/my-books" data-signed-in-only><h1>My Books</h1>');
  });

  it('carries the page’s own CSS when its build gave one, not the whole file’s', () => {
    const own = { html: '<p class="pr-b">x</p>', guestOnly: false, css: '.pr-b{color:blue}' };
    const html = composeIndexHtml(INDEX, own, PRERENDER.css, '/tests')!;
    expect(html).toContain('<style id="prerender-css">.pr-b{color:blue}</style></head>');
    expect(html).not.toContain('.pr-a{color:red}');
  });

  it('leaves HTML without an empty #root alone', () => {
    expect(
      composeIndexHtml(INDEX.replace('<div id="root"></div>', ''), PRERENDER.pages['/'], PRERENDER.css, '/'),
    ).toBeNull();
  });

  it("pastes a page holding $ replacement patterns ($&, $`, $', $1) as written, once", () => {
    for (const title of ['DOLLAR $` x', 'AMP $& y', "QUOTE $' z", 'GROUP $1 w', "ALL $$ $& $` $' $1 $<n>"]) {
      const html = composeIndexHtml(
        INDEX,
        { html: `<h1>${title}</h1>`, guestOnly: false },
        `.t::after{content:"${title}"}`,
        '/p',
      )!;
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`content:"${title}"`);
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    }
  });

  it('cannot end its <style> early', () => {
    const html = composeIndexHtml(INDEX, PRERENDER.pages['/'], 'a{}</style><script>alert(1)</script>', '/')!;
    expect(html).not.toContain('</style><script>');
  });
});

describe('liveFileFor', () => {
  it('finds the live build’s file, a release’s in its own folder, and nothing outside the app’s folders', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-for-'));
    const dist = path.join(root, 'dist');
    const releases = path.join(root, 'releases');
    fs.mkdirSync(path.join(releases, '1.2.0'), { recursive: true });
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'prerender.json'), '{}');
    fs.writeFileSync(path.join(releases, '1.2.0', 'prerender.json'), '{}');
    fs.writeFileSync(path.join(root, 'prerender.json'), '{}');
    try {
      const roots = [dist, releases];
      const prerenderFileFor = (url: string | undefined, r: string[]) =>
        liveFileFor(url, '/remotes/store/', r, 'prerender.json');
      expect(prerenderFileFor('/remotes/store/mf-manifest.json', roots)).toBe(
        path.join(dist, 'prerender.json'),
      );
      expect(prerenderFileFor('/remotes/store/1.2.0/mf-manifest.json', roots)).toBe(
        path.join(releases, '1.2.0', 'prerender.json'),
      );
      expect(prerenderFileFor('/remotes/store/1.3.0/mf-manifest.json', roots)).toBeNull();
      expect(prerenderFileFor('/remotes/store/../mf-manifest.json', roots)).toBeNull();
      expect(prerenderFileFor('https://cdn.example.com/store/mf-manifest.json', roots)).toBeNull();
      expect(prerenderFileFor(undefined, roots)).toBeNull();
      expect(
        liveFileFor('/remotes/reader/mf-manifest.json', '/remotes/store/', roots, 'prerender.json'),
      ).toBeNull();
      expect(
        liveFileFor('/remotes/store/1.2.0/mf-manifest.json', '/remotes/store/', roots, 'pages.json'),
      ).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('served listing pages', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const site = staticSite('api-prerender-');
  beforeAll(async () => {
    site.write('shell/dist/index.html', INDEX);
    site.write('store-remote/dist/mf-manifest.json', '{"name":"store"}');
    site.write('store-remote/dist/prerender.json', JSON.stringify(PRERENDER));
    writePageManifests(site.write);
    site.write(
      'shell/dist/prerender.json',
      JSON.stringify({
        css: '.pr-b{}',
        pages: { '/login': { html: '<h1>Welcome back</h1>', guestOnly: false } },
      }),
    );
    ctx = await createTestApp({ books: false });
    app = await buildSite(ctx, site.dir);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    site.remove();
  });

  it('a browser asking for /, /class12 (the store’s) or /login (the shell’s) gets its top inside #root, with the usual headers', async () => {
    for (const [url, text] of [
      ['/', 'Guest hero'],
      ['/class12/', 'Class 12 Study Materials'],
      ['/login?returnTo=%2Fmy-books', 'Welcome back'],
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers.link).toContain('</remotes.json>; rel=preload');
      expect(res.body).toContain(`<h1>${text}</h1>`);
    }
  });

  it('other pages, and requests that do not ask for HTML, get the shell as built', async () => {
    const faq = await app.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html' } });
    expect(faq.body).toBe(INDEX);
    const tests = await app.inject({ method: 'GET', url: '/tests', headers: { accept: 'text/html' } });
    expect(tests.body).toBe(INDEX);
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toBe(INDEX);
  });

  it('a broken prerender.json costs only the prerender, never the page', async () => {
    site.write('store-remote/dist/prerender.json', '{ not json');
    await new Promise((r) => setTimeout(r, 1100));
    const res = await app.inject({ method: 'GET', url: '/class12', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

/** The store's payment templates (store-remote/src/prerender.tsx), reduced to their slots. */
const template = (strike: string) => ({
  html:
    `<img src="${slotToken('image')}" alt="${slotToken('title')}"><h1>${slotToken('title')}</h1>` +
    `<p>${slotToken('description')}</p><strong>${slotToken('priceDiscounted')}</strong>` +
    strike,
  guestOnly: false,
  signedInOnly: true,
  slots: [...BOOK_SLOTS],
});

describe('served payment pages (the book is drawn by the server, its cover the largest paint)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const site = staticSite('api-prerender-pay-');
  beforeAll(async () => {
    site.write('shell/dist/index.html', INDEX);
    site.write('store-remote/dist/mf-manifest.json', '{"name":"store"}');
    writePageManifests(site.write);
    site.write(
      'store-remote/dist/prerender.json',
      JSON.stringify({
        css: '.pr-pay{}',
        pages: {
          '/payment/:bookId': template(`<s>${slotToken('price')}</s>`),
          '/payment/:bookId#no-discount': template(''),
        },
      }),
    );
    ctx = await createTestApp();
    app = await buildSite(ctx, site.dir);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    site.remove();
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('a listed book’s payment page has that book, for signed-in visitors only, with the CSS', async () => {
    const books = await guestBooks(app);
    const paid = books.filter((b) => !b.isFree && b.image);
    expect(paid.length).toBeGreaterThan(1);
    for (const book of paid) {
      const res = await page(`/payment/${book._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<style id="prerender-css">.pr-pay{}</style>');
      expect(res.body).toContain(
        `<div id="root"><div data-prerender data-path="/payment/${book._id}" data-signed-in-only><img src="${book.image}"`,
      );
      const title = book.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(res.body).toContain(`<h1>${title}</h1>`);
      const discounted = book.priceDiscounted !== null && book.priceDiscounted < book.price;
      expect(res.body).toContain(
        `<strong>${formatRupees(discounted ? book.priceDiscounted! : book.price)}</strong>` +
          (discounted ? `<s>${formatRupees(book.price)}</s>` : '</div>'),
      );
      expect(res.body).not.toContain('[[slot:');
    }
  });

  it('a title holding $ patterns is drawn as written, and the page keeps one <head>', async () => {
    const book = (await guestBooks(app)).find((b) => !b.isFree && b.image)!;
    const token = await adminToken(app);
    for (const title of ['DOLLAR $` x', "$& and $' and $1 and $$"]) {
      const form = multipart({ title });
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/admin/books/${book._id}`,
        headers: { ...auth(token), ...form.headers },
        payload: form.payload,
      });
      expect(saved.statusCode).toBe(200);
      const res = await page(`/payment/${book._id}`);
      expect(res.body).toContain(`<h1>${title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`);
      expect(res.body.match(/<head>/g)).toHaveLength(1);
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    }
  });

  it('an unknown or malformed book and a free book get the shell as built; a request not for HTML no prerender', async () => {
    const free = (await guestBooks(app)).find((b) => b.isFree);
    for (const url of [
      '/payment/00000000-0000-4000-8000-000000000000',
      '/payment/not-a-book',
      ...(free ? [`/payment/${free._id}`] : []),
    ])
      expect((await page(url)).body).toBe(INDEX);
    const books = await guestBooks(app);
    const plain = await app.inject({ method: 'GET', url: `/payment/${books.find((b) => !b.isFree)!._id}` });
    expect(plain.body).not.toContain('data-prerender');
  });
});
