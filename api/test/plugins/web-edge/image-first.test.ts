import type { FastifyInstance } from 'fastify';
import { BOOK_SLOTS, reflowSeedMarkup, slotToken } from '@exam/web-platform/prerender/file';
import { composeIndexHtml } from '../../../src/plugins/web-edge';
import { leadsWithImage, markedImageFirst } from '../../../src/plugins/web-edge/page-html';
import { writePageManifests } from '../../helpers/page-manifests';
import { buildSite, staticSite } from '../../helpers/static-site';
import { createTestApp, guestBooks, type TestContext } from '../../helpers/test-app';

/**
 * A page whose largest paint is an image (docs/speed.md "Prerendered first paint"): its HTML is marked
 * `<html data-image-first>`, and in Hindi its `Link` header leaves the face out, which the theme script then
 * fetches once the image is drawn, so the two no longer share the phone's bandwidth.
 */
const FONT = '/assets/noto-sans-devanagari-hindi.0123abcd.woff2';
const INDEX =
  '<!doctype html><html lang="en"><head><title>shell</title>' +
  `<script id="theme-init" data-hindi-fonts="${FONT}"></script></head><body><div id="root"></div></body></html>`;
const LEAD = `<img src="${slotToken('image')}" alt="" fetchpriority="high" data-lead-image="">`;

describe('composeIndexHtml: a page led by an image', () => {
  it('is marked on <html> when its markup has an image marked data-lead-image, and only then', () => {
    const led = composeIndexHtml(
      INDEX,
      { html: '<img src="/q.webp" data-lead-image="">', guestOnly: false },
      '',
      '/x',
    )!;
    expect(led.startsWith('<!doctype html><html data-image-first lang="en">')).toBe(true);
    expect(markedImageFirst(led)).toBe(true);
    // A listing's first cover is asked for at high priority, but the page's largest paint is its heading.
    const cover = '<h1>Class 12</h1><img src="/c.webp" fetchpriority="high">';
    const listing = composeIndexHtml(INDEX, { html: cover, guestOnly: true }, '', '/class12')!;
    expect(markedImageFirst(listing)).toBe(false);
    expect(listing.startsWith('<!doctype html><html lang="en">')).toBe(true);
    // A reflowed question (Fit to screen): drawn in pieces of the image its seed names, hidden, as the lead.
    const seed = reflowSeedMarkup({ layouts: {}, images: { '/api/q?w=800': '/api/q?w=800&r=1' } });
    const reflowed = composeIndexHtml(
      INDEX,
      { html: `<div>pieces</div>${seed}`, guestOnly: false },
      '',
      '/x',
    )!;
    expect(markedImageFirst(reflowed)).toBe(true);
    // Words in the page that merely mention the attribute do not mark it.
    expect(leadsWithImage('<p>data-lead-image</p>')).toBe(false);
    expect(leadsWithImage('<img alt="data-lead-imagery" src="/a.webp">')).toBe(false);
  });
});

describe('served pages in Hindi', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const site = staticSite('api-image-first-');
  beforeAll(async () => {
    site.write('shell/dist/index.html', INDEX);
    site.write('store-remote/dist/mf-manifest.json', '{"name":"store"}');
    writePageManifests(site.write);
    site.write(
      'store-remote/dist/prerender.json',
      JSON.stringify({
        css: '',
        pages: {
          '/': { html: '<h1>Guest hero</h1>', guestOnly: true },
          '/payment/:bookId': {
            html: `${LEAD}<h1>${slotToken('title')}</h1>`,
            guestOnly: false,
            signedInOnly: true,
            slots: [...BOOK_SLOTS],
          },
          '/payment/:bookId#no-discount': {
            html: LEAD,
            guestOnly: false,
            signedInOnly: true,
            slots: [...BOOK_SLOTS],
          },
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

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'lang=hi' } });

  it('preload the face in the Link header, except on a page led by an image', async () => {
    const home = await page('/');
    expect(home.body).toContain('<h1>Guest hero</h1>');
    expect(home.headers.link).toContain(`<${FONT}>; rel=preload; as=font`);
    expect(markedImageFirst(home.body)).toBe(false);

    const book = (await guestBooks(app)).find((b) => !b.isFree && b.image)!;
    const payment = await page(`/payment/${book._id}`);
    expect(payment.body).toContain(`<img src="${book.image}"`);
    expect(markedImageFirst(payment.body)).toBe(true);
    expect(payment.headers.link).toContain('</remotes.json>; rel=preload');
    expect(payment.headers.link).not.toContain('.woff2');
  });
});
