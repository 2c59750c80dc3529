import { viewSlotId } from '../../../remote-routes';

/**
 * The slot id of the reader's viewer (docs/domains/reading.md "The viewer"): the view `PdfViewer` of the
 * remote apps.json says offers it (`reader/routes#PdfViewer`), which the reader sheet renders and the
 * overlay starts loading as soon as a book is opened. No URL of its own: the page behind stays where it was.
 */
export const READER_VIEW_ID = viewSlotId('PdfViewer');
