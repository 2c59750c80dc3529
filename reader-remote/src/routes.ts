import type { ReaderRoutesModule, ReaderViews } from '@exam/shared-contracts/federation';
import PdfViewer from './features/reading/components/pdf-viewer';

/**
 * reader-remote `./routes` (docs/architecture.md "The list of apps"; shared-contracts federation
 * `ReaderRoutesModule`): the reader has no routes of its own, the shell opens its viewer in its reader
 * sheet (docs/domains/reading.md "The viewer"). Its former `./PdfViewer` still exposes the viewer alone.
 */
const routes: ReaderRoutesModule['default'] = null;
export default routes;

/** The views the shell places itself (apps.json `views`): the viewer. */
export const views: ReaderViews = { PdfViewer };
