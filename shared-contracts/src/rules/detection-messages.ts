/**
 * Texts about a test made from a paper (docs/domains/exams.md "Online tests"), said the same by the API and
 * the admin's editor. Plain strings, bundled into each app like the other rules.
 */

/**
 * Beside the questions proposed from a paper that had no text layer (`AdminTest.detection.fromImages`):
 * its pages were read by OCR, which misreads more than a text layer does.
 */
export const OCR_NOTICE =
  'This paper has no text layer: its pages were read from images (OCR), so check the proposed questions';
