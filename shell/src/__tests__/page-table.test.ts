import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { PageManifest } from '@exam/shared-contracts/http';
import { pageManifest, REMOTE_PAGES, SHELL_PAGES, staleRouteLooks } from '../page-table';

/** The shell's page manifest (`dist/pages.json`): its own pages, which preload no remote, and whose the rest is. */
describe('shell page table', () => {
  it('is a valid PageManifest of the host, titles left out', () => {
    const manifest = pageManifest();
    expect(Value.Check(PageManifest, manifest)).toBe(true);
    expect(manifest.app).toBeNull();
    expect(JSON.stringify(manifest)).not.toContain('title');
    expect(manifest.pages.map((p) => p.path)).toEqual(
      [...Object.values(SHELL_PAGES), ...REMOTE_PAGES].map((p) => p.path),
    );
  });

  it('the API’s test copy (api/test/helpers/page-manifests) is the route table', () => {
    const copy = path.join(__dirname, '../../../api/test/helpers/page-manifests/shell.json');
    expect(JSON.parse(fs.readFileSync(copy, 'utf8'))).toEqual(pageManifest());
  });

  it('the sign-in pages and the admin dashboard preload no remote; /login has its prerendered card', () => {
    const own = pageManifest()
      .pages.filter((p) => p.preload.some((hint) => hint.kind === 'no-remote'))
      .map((p) => p.path);
    expect(own).toEqual([
      '/login',
      '/register',
      '/admin-login',
      '/auth-callback',
      '/forgot-password',
      '/reset-password',
      '/admin/*',
    ]);
    expect(SHELL_PAGES.login.prerender).toEqual({ kind: 'fragment', key: '/login' });
    expect(pageManifest().pages.at(-1)).toEqual({ path: '/*', audience: 'any', app: 'store', preload: [] });
  });

  it('the remotes’ pages are apps.json’s routes, the fallback last; every look names one of them', () => {
    expect(REMOTE_PAGES.map((p) => [p.path, p.module, p.audience])).toEqual([
      ['/admin/*', 'admin/routes', 'admin'],
      ['/test/*', 'exam/routes', 'signed-in'],
      ['/my-tests/*', 'exam/routes', 'signed-in'],
      ['/*', 'store/routes', 'any'],
    ]);
    expect(REMOTE_PAGES[0]).toMatchObject({ title: 'Admin dashboard' });
    expect(staleRouteLooks()).toEqual([]);
  });
});
