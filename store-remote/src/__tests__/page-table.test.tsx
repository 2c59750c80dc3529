import fs from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { Value } from '@sinclair/typebox/value';
import { PageManifest } from '@exam/shared-contracts/http';
import { pageManifest } from '../page-manifest';
import { earlyLoadPattern, STORE_PAGES } from '../page-table';
import { STORE_ROUTES } from '../routes';
import hi from '../locales/hi.json';

/**
 * The store's page manifest (`dist/pages.json`, read by the server's web edge) is its router's own route
 * table: the paths the router handles are exactly the manifest's.
 */
describe('page table', () => {
  it('the router’s routes are the manifest’s pages, in order', () => {
    const routed = STORE_ROUTES.map((route) => {
      expect(isValidElement(route)).toBe(true);
      const { index, path: p } = (route as ReactElement<{ index?: boolean; path?: string }>).props;
      return index ? '/' : `/${p}`;
    });
    expect(routed).toEqual(pageManifest().pages.map((page) => page.path));
    expect(routed).toEqual(expect.arrayContaining(['/', '/class11', '/payment/:bookId', '/my-books', '/*']));
  });

  it('each page’s tab title (the server’s HTML title) has its Hindi', () => {
    const messages: Record<string, string> = hi;
    const untranslated = Object.values(STORE_PAGES).filter((page) => !messages[page.title]);
    expect(untranslated.map((page) => page.title)).toEqual([]);
  });

  it('is a valid PageManifest, titles left out', () => {
    const manifest = pageManifest();
    expect(Value.Check(PageManifest, manifest)).toBe(true);
    expect(manifest.app).toBe('store');
    expect(JSON.stringify(manifest)).not.toContain('title');
    expect(manifest.pages.find((p) => p.path === '/payment/:bookId')).toEqual({
      path: '/payment/:bookId',
      chunk: 'payment-page',
      audience: 'signed-in',
      prerender: { kind: 'book-template', key: '/payment/:bookId', param: 'bookId' },
      preload: [{ kind: 'book-cover', param: 'bookId' }],
    });
  });

  it('the API’s test copy (api/test/helpers/page-manifests) is the route table', () => {
    const copy = path.join(__dirname, '../../../api/test/helpers/page-manifests/store.json');
    expect(JSON.parse(fs.readFileSync(copy, 'utf8'))).toEqual(pageManifest());
  });

  it('the build’s dist/pages.json, when built, is the route table', () => {
    const built = path.join(__dirname, '../../dist/pages.json');
    if (!fs.existsSync(built)) return;
    expect(JSON.parse(fs.readFileSync(built, 'utf8'))).toEqual(pageManifest());
  });

  it('starts a lazy page’s chunk early at its own address only', () => {
    expect(earlyLoadPattern(STORE_PAGES.payment.path)).toEqual(/^\/payment\//);
    expect(earlyLoadPattern(STORE_PAGES.myBooks.path)).toEqual(/^\/my-books\/?$/);
    expect(earlyLoadPattern(STORE_PAGES.notFound.path)).toBeUndefined();
    expect(earlyLoadPattern('/my-books')!.test('/my-books/')).toBe(true);
    expect(earlyLoadPattern('/my-books')!.test('/my-books/x')).toBe(false);
  });
});
