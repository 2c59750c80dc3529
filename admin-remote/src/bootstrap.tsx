/**
 * Standalone entry of admin-remote for its own team (docs/architecture.md "The pieces": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded
 * as a remote it does nothing. It checks the stored session as the shell does and shows the dashboard to an
 * admin, the admin sign-in to anyone else.
 */
import { mountStandalone } from '@exam/shared-ui/standalone';
import { StandaloneAdmin } from './standalone/standalone-admin';

// No basename: the dashboard's `?tab=` links resolve against the page's own path.
mountStandalone({ router: 'page', render: () => <StandaloneAdmin /> });
