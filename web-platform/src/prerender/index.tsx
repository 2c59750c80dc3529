import type { ComponentType } from 'react';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider, type DefaultTheme } from 'styled-components';
import { SHELL_HEADER_HEIGHT } from '@exam/shared-contracts/constants/layout';
import { renderIn } from '../i18n';
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
  /** A template's slots (book-template.ts, test-template.ts), declared in the file for the filler. */
  slots?: readonly string[];
  /**
   * A template drawn in Hindi too: its slots' values are the same in both languages (test-template.ts).
   * Without it a template stays English (the per-book one's slots hold English words).
   */
  bilingual?: boolean;
}

/**
 * The two themes the parts are drawn in: the UI kit's (`@exam/shared-ui/theme`), passed by the app's
 * `src/prerender.tsx`, since the web platform never imports the kit (docs/architecture.md "The pieces").
 */
export interface PrerenderThemes {
  dark: DefaultTheme;
  light: DefaultTheme;
}

/** One part drawn in one theme: its markup, with the CSS it needs added to `css`. */
function render(Part: ComponentType, path: string, theme: DefaultTheme, css: string[]): string {
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
 * PrerenderPlugin runs an app's `src/prerender.tsx`, which calls this). Both `themes`: parts take colours
 * from the theme, and the theme script on <html> (`data-theme`) shows the visitor's. With `hindi` (the app's
 * Hindi catalogs), in both languages too (a template not marked `bilingual` excepted): the same script's `<html lang>`
 * shows the visitor's (docs/languages.md), so a Hindi page's first paint is already Hindi. Class names get a
 * `pr-` prefix so they never collide with the classes styled-components makes in the browser. Node only
 * (react-dom/server, styled-components' ServerStyleSheet).
 */
export function prerenderPages(
  entries: PrerenderEntry[],
  options: { themes: PrerenderThemes; hindi?: readonly Messages[] },
): PrerenderFile {
  const { dark: darkTheme, light: lightTheme } = options.themes;
  const pages: Record<string, PrerenderedPage> = {};
  const base: string[] = [
    // The shell's GlobalStyle is not there yet: the text gets its final font and size now, so the text
    // drawn later by the app is the same size (a larger one would be a later Largest Contentful Paint).
    'body{margin:0}',
    `[data-prerender]{font-family:${darkTheme.font};font-size:16px;line-height:1.55}`,
    '[data-prerender] *,[data-prerender] *::before,[data-prerender] *::after{box-sizing:border-box}',
    // Straight from the server the header is not drawn yet: the page starts where it will stay, below it.
    `#root>[data-prerender]{padding-top:${SHELL_HEADER_HEIGHT}}`,
    'html[data-session] [data-prerender][data-guest-only]{display:none}',
    'html:not([data-session]) [data-prerender][data-signed-in-only]{display:none}',
    // Dark is the default (docs/screens.md "Theme"), as in the theme script: light only when <html> says so.
    'html[data-theme=light] [data-theme-only=dark],html:not([data-theme=light]) [data-theme-only=light]{display:none}',
    // English unless <html lang> (set by the same script) says Hindi.
    'html[lang=hi] [data-lang-only=en],html:not([lang=hi]) [data-lang-only=hi]{display:none}',
  ];
  // Copies are in the page side by side: each copy but the first gets a suffix on its ids (and on what
  // refers to them), so ids stay unique.
  const suffixed = (html: string, suffix: string) =>
    html.replace(
      /\b(id|for|aria-labelledby|aria-describedby)="([^"]*)"/g,
      (_, attribute: string, ids: string) =>
        `${attribute}="${ids
          .split(' ')
          .map((id) => `${id}${suffix}`)
          .join(' ')}"`,
    );
  // The CSS of the entry being drawn: its own parts' rules.
  let css: string[] = [];
  const inBothThemes = (Part: ComponentType, path: string, suffix: string) => {
    const dark = suffixed(render(Part, path, darkTheme, css), suffix);
    const light = suffixed(render(Part, path, lightTheme, css), `${suffix}-light`);
    return dark === light
      ? dark
      : `<div data-theme-only="dark">${dark}</div><div data-theme-only="light">${light}</div>`;
  };
  const own = new Map<string, { css: string[]; classes: Set<string> }>();
  for (const { path, Part, guestOnly, signedInOnly = false, slots, bilingual = false } of entries) {
    css = [];
    const english = inBothThemes(Part, path, '');
    // A per-book template stays English: the server fills its slots with the book's English words (its
    // section, its page count), which the Hindi page translates once it runs.
    const hindi =
      options.hindi &&
      (!slots || bilingual) &&
      renderIn('hi', options.hindi, compileMessage, () => inBothThemes(Part, path, '-hi'));
    const html =
      !hindi || hindi === english
        ? english
        : `<div data-lang-only="en">${english}</div><div data-lang-only="hi">${hindi}</div>`;
    const names = new Set<string>();
    for (const match of html.matchAll(/class="([^"]*)"/g))
      for (const name of match[1].split(/\s+/)) if (name) names.add(name);
    own.set(path, { css, classes: names });
    pages[path] = { html, guestOnly, signedInOnly, ...(slots ? { slots: [...slots] } : {}) };
  }
  const escaped = (name: string) => name.replace(/[-]/g, '\\-');
  const stylesOf = (rules: string[], names: Set<string>) =>
    [...names].reduce(
      (out, name) => out.replace(new RegExp(`\\.${escaped(name)}(?![\\w-])`, 'g'), `.pr-${name}`),
      // One copy of each rule (both themes share most), without styled-components' own comments.
      [
        ...new Set(
          rules
            .join('\n')
            .replace(/\/\*[^*]*\*\//g, '')
            .split('\n'),
        ),
      ].join('\n'),
    );
  // The file's whole CSS (what an API older than per-page CSS sends): every entry's rules and classes.
  const drawn = [...own.values()];
  const styles = stylesOf(
    [...base, ...drawn.flatMap((entry) => entry.css)],
    new Set(drawn.flatMap((entry) => [...entry.classes])),
  );
  // Each page's own CSS too: a page's HTML carries its rules alone, not every page's of the app.
  for (const [path, entry] of own) pages[path].css = stylesOf([...base, ...entry.css], entry.classes);
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
