import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type AppTheme } from '../client/theme';
import { SHELL_HEADER_HEIGHT } from '../constants/layout';
import { MemoryRouter } from '../router';
import type { PrerenderedPage, PrerenderFile } from './prerender-file';

export * from './prerender-file';

/**
 * A page to prerender: its key (a page manifest's fragment or template key), the static part of it (no
 * props, no store), and whom it is for: guests only, signed-in visitors only, or everyone (neither set).
 */
export interface PrerenderEntry {
  path: string;
  Part: ComponentType;
  guestOnly: boolean;
  signedInOnly?: boolean;
  /** A per-book template's slots (book-template.ts), declared in the file for the filler. */
  slots?: readonly string[];
}

/** One part drawn in one theme: its markup, with the CSS it needs added to `css`. */
function render(Part: ComponentType, path: string, theme: AppTheme, css: string[]): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Part />
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    css.push(sheet.instance.toString());
    return html;
  } finally {
    sheet.seal();
  }
}

/**
 * Renders static parts of an app's pages to markup with their CSS, at build time (rspack.base.ts's
 * PrerenderPlugin runs an app's `src/prerender.tsx`, which calls this). Both themes: parts take colours
 * from the theme, and the theme script on <html> (`data-theme`) shows the visitor's. Class names get a
 * `pr-` prefix so they never collide with the classes styled-components makes in the browser. Node only
 * (react-dom/server, styled-components' ServerStyleSheet).
 */
export function prerenderPages(entries: PrerenderEntry[]): PrerenderFile {
  const pages: Record<string, PrerenderedPage> = {};
  const css: string[] = [
    // The shell's GlobalStyle is not there yet: the text gets its final font and size now, so the text
    // drawn later by the app is the same size (a larger one would be a later Largest Contentful Paint).
    'body{margin:0}',
    `[data-prerender]{font-family:${darkTheme.font};font-size:16px;line-height:1.55}`,
    '[data-prerender] *,[data-prerender] *::before,[data-prerender] *::after{box-sizing:border-box}',
    // Straight from the server the header is not drawn yet: the page starts where it will stay, below it.
    `#root>[data-prerender]{padding-top:${SHELL_HEADER_HEIGHT}}`,
    'html[data-session] [data-prerender][data-guest-only]{display:none}',
    'html:not([data-session]) [data-prerender][data-signed-in-only]{display:none}',
    // Dark is the default (SPEC 1), as in the theme script: light only when <html> says so.
    'html[data-theme=light] [data-theme-only=dark],html:not([data-theme=light]) [data-theme-only=light]{display:none}',
  ];
  const classes = new Set<string>();
  for (const { path, Part, guestOnly, signedInOnly = false, slots } of entries) {
    const dark = render(Part, path, darkTheme, css);
    // Both copies are in the page: the light one's ids (and what refers to them) get a suffix, so ids stay unique.
    const light = render(Part, path, lightTheme, css).replace(
      /\b(id|for|aria-labelledby|aria-describedby)="([^"]*)"/g,
      (_, attribute: string, ids: string) =>
        `${attribute}="${ids
          .split(' ')
          .map((id) => `${id}-light`)
          .join(' ')}"`,
    );
    const html =
      dark === light
        ? dark
        : `<div data-theme-only="dark">${dark}</div><div data-theme-only="light">${light}</div>`;
    for (const match of html.matchAll(/class="([^"]*)"/g))
      for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
    pages[path] = { html, guestOnly, signedInOnly, ...(slots ? { slots: [...slots] } : {}) };
  }
  const escaped = (name: string) => name.replace(/[-]/g, '\\-');
  const styles = [...classes].reduce(
    (out, name) => out.replace(new RegExp(`\\.${escaped(name)}(?![\\w-])`, 'g'), `.pr-${name}`),
    // One copy of each rule (both themes share most), without styled-components' own comments.
    [
      ...new Set(
        css
          .join('\n')
          .replace(/\/\*[^*]*\*\//g, '')
          .split('\n'),
      ),
    ].join('\n'),
  );
  for (const page of Object.values(pages))
    page.html = page.html.replace(
      /class="([^"]*)"/g,
      (_, names: string) =>
        `class="${names
          .split(/\s+/)
          .filter(Boolean)
          .map((n) => `pr-${n}`)
          .join(' ')}"`,
    );
  return { css: styles, pages };
}
