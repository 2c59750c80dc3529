/** The reader's paths (docs/domains/reading.md "The reader"), a table of its own (http/paths.ts says why). */
export const readingPaths = {
  pdfProxy: (pdfUrl: string) => `/pdf-proxy?url=${encodeURIComponent(pdfUrl)}`,
  readingSessions: '/reading/sessions',
  readingProgress: (bookId: string) => `/reading/progress/${encodeURIComponent(bookId)}`,
  /** Page image (reading-session token): `?w=` width in px, optional `&tile=x,y` above the largest width. */
  readingPage: (page: number, width: number, tile?: { x: number; y: number }) =>
    `/reading/pages/${page}?w=${width}${tile ? `&tile=${tile.x},${tile.y}` : ''}`,
  readingThumbnail: (page: number) => `/reading/pages/${page}/thumbnail`,
  readingDocument: '/reading/document',
  readingOutline: '/reading/outline',
  readingSearch: (q: string) => `/reading/search?q=${encodeURIComponent(q)}`,
  readingBookmarks: (bookId: string) => `/reading/bookmarks/${encodeURIComponent(bookId)}`,
  readingBookmark: (bookId: string, page: number) =>
    `/reading/bookmarks/${encodeURIComponent(bookId)}/${page}`,
} as const;

/** The admin's reading paths (all under `/admin`): leak traces, the reader limits, the flagged accounts. */
export const adminReadingPaths = {
  adminLeakTrace: (code: string) => `/admin/leak-trace/${encodeURIComponent(code)}`,
  adminLeakTraceImage: '/admin/leak-trace/image',
  adminLimits: '/admin/limits',
  adminFlags: '/admin/flags',
} as const;
