/** The refusals of page rendering that a reader or a candidate may see (each has a code: plugins/error-codes). */
export const RENDER_MESSAGES = {
  /** 503: every render worker is busy and the queue is full. */
  busy: 'The reader is busy, please try again',
  /** 422: the PDF's page could not be drawn. */
  notRendered: 'This page could not be rendered',
  /** 404: past the document's last page. */
  pageNotFound: 'Page not found',
} as const;
