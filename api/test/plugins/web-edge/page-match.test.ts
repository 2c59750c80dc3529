import type { PageManifest } from '@exam/shared-contracts/http';
import { compileManifest, matchPage, pagePathOf } from '../../../src/plugins/web-edge/page-match';

/** A host and a remote manifest, with made-up pages (the real ones are the apps' own tests' business). */
const host: PageManifest = {
  app: null,
  pages: [
    { path: '/sign-in', audience: 'guest', preload: [{ kind: 'no-remote' }] },
    { path: '/desk/*', audience: 'admin', app: 'desk', preload: [{ kind: 'no-remote' }] },
    { path: '/*', audience: 'any', app: 'shop', preload: [] },
  ],
};
const shop: PageManifest = {
  app: 'other-name',
  pages: [
    { path: '/', audience: 'any', preload: [] },
    { path: '/items/:itemId', audience: 'signed-in', preload: [{ kind: 'book-cover', param: 'itemId' }] },
    { path: '/items/new', audience: 'admin', preload: [] },
    { path: '/*', audience: 'any', preload: [] },
  ],
};
const pages = [...compileManifest(host), ...compileManifest(shop, 'shop')];
const best = (url: string) => {
  const found = matchPage(pages, pagePathOf(url));
  return found && [found.app, found.entry.path, found.params];
};

describe('matchPage', () => {
  it('ranks like React Router: fixed segments over params over splats, the host first on a tie', () => {
    expect(best('/')).toEqual(['shop', '/', {}]);
    expect(best('/sign-in?returnTo=%2F')).toEqual([null, '/sign-in', {}]);
    expect(best('/sign-in/')).toEqual([null, '/sign-in', {}]);
    expect(best('/items/new')).toEqual(['shop', '/items/new', {}]);
    expect(best('/items/a%20b')).toEqual(['shop', '/items/:itemId', { itemId: 'a b' }]);
    expect(best('/items/a/b')).toEqual([null, '/*', {}]);
    expect(best('/desk')).toEqual([null, '/desk/*', {}]);
    expect(best('/desk/x/y')).toEqual([null, '/desk/*', {}]);
    expect(best('/elsewhere')).toEqual([null, '/*', {}]);
  });

  it('is case-sensitive, names the app it was found for, and finds nothing without manifests', () => {
    expect(best('/Sign-In')).toEqual([null, '/*', {}]);
    expect(compileManifest(shop)[0].app).toBe('other-name');
    expect(matchPage([], '/')).toBeUndefined();
    expect(matchPage(compileManifest(shop, 'shop').slice(1, 3), '/')).toBeUndefined();
  });
});
