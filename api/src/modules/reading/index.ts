/**
 * The reading domain's module (docs/domains/reading.md): what other modules use of it. An exam's question
 * image is a piece of a paper page, so it is marked, traced and charged to the page budget as the reader's
 * pages are: the attempt's leak code is a reading session's (`newLeakCode`), and a page first sent in an
 * attempt is charged (`chargePage`) and recorded for the leak trace (`recordPageServed`).
 */
export { newLeakCode, recordPageServed } from './reading-sessions';
export { chargePage } from './page-budget';
