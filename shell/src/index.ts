import { preloadAuthPage } from './features/accounts/pages/page-loaders';
import { nextTask } from '@exam/shared-contracts/federation';
import { preloadRemoteModule } from './lib/remotes';

// The current page's code starts downloading with the entry, in parallel with the shared modules the
// bootstrap waits for (React, the router, Redux...), not after them (the request chain before the
// first paint): an auth page's chunk, the online tests' remote on their pages, or the store (every page
// outside the shell's own, the admin's and the tests').
// Neither module imports a shared one, so both may run here, before the async boundary.
const { pathname } = window.location;
if (/^\/(test\/|my-tests(\/|$))/.test(pathname)) preloadRemoteModule('test/TestApp');
else if (!preloadAuthPage(pathname) && !/^\/admin(\/|$)/.test(pathname)) preloadRemoteModule('store/routes');

// The bootstrap's chunks and their shared modules are asked for in a task of their own: the federation
// runtime's start above and their loading (a share check and a script tag each) together were one long task.
void nextTask().then(() => import('./bootstrap'));
