import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide styles for every app. Text and focus colours come from the theme so both themes stay readable;
 * `overflow-x: clip` is a last guard for the 360 px layout (responsiveness everywhere), not a layout tool.
 * In Hindi the body's fonts add the self-hosted Devanagari face, from the page's own `<head>`
 * (devanagari-font.ts).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.font};
    font-size: 16px;
    line-height: 1.55;
    overflow-x: clip;
    transition: background-color 0.2s ease, color 0.2s ease;
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  a { color: ${(p) => p.theme.colors.primary}; }
  ${(p) => (p.theme.mode === 'dark' ? 'a { color: #a5b4fc; }' : '')}
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
    outline-offset: 2px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-delay: 0s !important; transition-duration: 0.01ms !important; }
  }
  /* notistack sits on top of everything, including the reader overlay. */
  .notistack-SnackbarContainer { z-index: 3000; }
`;
