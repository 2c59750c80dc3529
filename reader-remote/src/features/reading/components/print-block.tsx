import { createGlobalStyle } from 'styled-components';

/**
 * Printing is blocked twice (docs/domains/reading.md "Protection"): Ctrl+P is swallowed by use-viewer-keys,
 * and while the viewer is mounted this print stylesheet hides the whole document, so the browser menu's Print
 * (or window.print()) yields a page that only says printing is disabled (`$notice`, in the reader's language).
 */
export const PrintBlock = createGlobalStyle<{ $notice: string }>`
  @media print {
    html, body {
      background: #fff !important;
    }
    body > * {
      display: none !important;
    }
    body::before {
      /* A JSON string is a valid CSS string for this text (no line breaks, quotes escaped). */
      content: ${(p) => JSON.stringify(p.$notice)};
      display: block;
      padding: 48px;
      font: 600 18px system-ui, sans-serif;
      color: #000;
    }
  }
`;
