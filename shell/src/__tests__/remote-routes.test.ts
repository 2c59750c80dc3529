import { AUTH_PAGE_LOADERS } from '../features/accounts/pages/page-loaders';
import { SHELL_PAGES } from '../page-table';
import { REMOTE_ROUTES, remoteModuleToPreload, routeTakes } from '../remote-routes';

const OWN_PATHS = Object.values(SHELL_PAGES).map((page) => page.path);

/** What the shell's entry preloads for a page (docs/speed.md), from apps.json's routes. */
describe('the remote module preloaded for a page', () => {
  it.each([
    ['/test/t1', 'exam/routes'],
    ['/test/t1/attempt/a1', 'exam/routes'],
    ['/test', 'exam/routes'],
    ['/my-tests', 'exam/routes'],
    ['/my-tests/', 'exam/routes'],
    ['/', 'store/routes'],
    ['/tests', 'store/routes'],
    ['/testing', 'store/routes'],
    ['/my-testsuite', 'store/routes'],
    ['/payment/b1', 'store/routes'],
    ['/administrator', 'store/routes'],
    ['/admin', null],
    ['/admin/', null],
    ['/admin/books', null],
    ['/login', null],
    ['/login/', null],
    ['/admin-login', null],
    ['/reset-password', null],
  ])('%s: %s', (pathname, module) => {
    expect(remoteModuleToPreload(pathname, OWN_PATHS)).toBe(module);
  });

  it('the entry’s own pages are the page table’s', () => {
    expect(Object.keys(AUTH_PAGE_LOADERS).sort()).toEqual([...OWN_PATHS].sort());
  });

  it('follows the routes it is given: a new remote’s folder, and no store for the gated ones', () => {
    const routes = [
      { path: '/quiz/*', app: 'quiz', module: 'quiz/QuizApp', audience: 'signed-in' as const },
      { path: '/ops/*', app: 'ops', module: 'ops/OpsApp', audience: 'admin' as const },
      ...REMOTE_ROUTES,
    ];
    expect(remoteModuleToPreload('/quiz/q1', [], routes)).toBe('quiz/QuizApp');
    expect(remoteModuleToPreload('/ops', [], routes)).toBeNull();
    expect(remoteModuleToPreload('/quiz/q1', [])).toBe('store/routes');
  });

  it('a folder route takes the folder and below, not a longer name; `/*` takes anything', () => {
    expect(routeTakes('/test/*', '/test')).toBe(true);
    expect(routeTakes('/test/*', '/test/a/b')).toBe(true);
    expect(routeTakes('/test/*', '/tests')).toBe(false);
    expect(routeTakes('/*', '/anything/at/all')).toBe(true);
    expect(REMOTE_ROUTES.at(-1)).toMatchObject({ path: '/*', app: 'store' });
  });
});
