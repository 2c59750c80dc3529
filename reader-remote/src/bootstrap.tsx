/**
 * Standalone entry of reader-remote for its own team (docs/architecture.md "The pieces": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded
 * as a remote it does nothing. `?pdf=<pdfUrl>&title=<title>[&book=<bookId>]` opens that PDF (the server
 * decides whether this user may read it); without it, a signed-in user picks one of their books and a guest
 * is asked to sign in.
 */
import { mountStandalone } from '@exam/shared-ui/standalone';
import { StandaloneReader } from './standalone/standalone-reader';

mountStandalone({ render: () => <StandaloneReader /> });
