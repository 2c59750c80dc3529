import { AUTH_PAGE_LOADERS, preloadAuthPage } from './features/accounts/pages/page-loaders';
import { nextTask } from '@exam/web-platform/federation';
import { preloadRemoteModule } from './lib/remotes';
import { remoteModuleToPreload } from './remote-routes';

// The current page's code starts downloading with the entry, in parallel with the shared modules the
// bootstrap waits for (React, the router, Redux...), not after them (the request chain before the
// first paint): an auth page's chunk, or the module of the remote whose route (apps.json `mount`) takes
// the page; nothing behind the admin gate.
// None of these modules imports a shared one, so they may run here, before the async boundary.
const { pathname } = window.location;
const remoteModule = remoteModuleToPreload(pathname, Object.keys(AUTH_PAGE_LOADERS));
if (remoteModule) preloadRemoteModule(remoteModule);
else preloadAuthPage(pathname);

// The bootstrap's chunks and their shared modules are asked for in a task of their own: the federation
// runtime's start above and their loading (a share check and a script tag each) together were one long task.
void nextTask().then(() => import('./bootstrap'));
