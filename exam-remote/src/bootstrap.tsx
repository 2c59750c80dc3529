/**
 * Standalone entry of exam-remote for its own team (docs/architecture.md "The pieces": every remote can run
 * alone; docs/releases.md "Standalone pages"). Mounts only when the page has a `#root` (this app's
 * index.html); loaded as a remote it does nothing (the shell loads `./routes`). It checks the stored
 * session as the shell does, with the visitor's theme.
 */
import { mountStandalone } from '@exam/shared-ui/standalone';
import { StandaloneTests } from './standalone/standalone-tests';

// The routes are relative to the folder the page is served from.
mountStandalone({ router: 'folder', render: () => <StandaloneTests /> });
