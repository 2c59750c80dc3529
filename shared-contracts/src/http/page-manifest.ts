import { Type, type Static } from '@sinclair/typebox';
import { Section } from '../catalogue/kinds';

/**
 * Who a page is for (docs/screens.md "Routes and access"): `guest` (sign-in pages, a guest's home),
 * `signed-in` (a student's own pages: a signed-in visitor alone sees its prerendered top), `admin` (the
 * dashboard), `any` (everyone).
 */
export const PageAudience = Type.Union([
  Type.Literal('guest'),
  Type.Literal('signed-in'),
  Type.Literal('admin'),
  Type.Literal('any'),
]);
export type PageAudience = Static<typeof PageAudience>;

/**
 * What the server can preload for a page, computed from its own data (docs/serving.md "Web edge"):
 * - `listing-cover`: the first cover of a catalogue `section` (as its grid shows it: grouped by category,
 *   NEET first, when `grouped`), as a responsive AVIF preload;
 * - `book-cover`: the cover of the book whose id is the path's `param`;
 * - `no-remote`: the page is drawn by the host alone: no remote's manifest is preloaded for it.
 */
export const PreloadHint = Type.Union([
  Type.Object({ kind: Type.Literal('listing-cover'), section: Section, grouped: Type.Boolean() }),
  Type.Object({ kind: Type.Literal('book-cover'), param: Type.String() }),
  Type.Object({ kind: Type.Literal('no-remote') }),
]);
export type PreloadHint = Static<typeof PreloadHint>;

/**
 * A page's prerendered top, from its app's `prerender.json`: a `fragment` stored under `key`, a
 * per-book template (prerender/book-template.ts) under `key`, filled with the listed book whose id is the
 * path's `param`, or a per-test template (prerender/test-template.ts), filled with the published test
 * whose id is the path's `param`, or the exam screen's template (prerender/exam-template.ts), filled with
 * the open attempt whose id is the path's `param` when the request carries that attempt's resume cookie,
 * else the `fallback` fragment (the screen's loading state). An API older than a kind ignores the manifest
 * that uses it (logged).
 */
export const PagePrerender = Type.Union([
  Type.Object({ kind: Type.Literal('fragment'), key: Type.String() }),
  Type.Object({ kind: Type.Literal('book-template'), key: Type.String(), param: Type.String() }),
  Type.Object({ kind: Type.Literal('test-template'), key: Type.String(), param: Type.String() }),
  Type.Object({
    kind: Type.Literal('exam-template'),
    key: Type.String(),
    param: Type.String(),
    fallback: Type.String(),
    /** The template's reflowed variant, for a candidate reading with Fit to screen (exams/fit-cookie.ts). */
    fitKey: Type.Optional(Type.String()),
  }),
]);
export type PagePrerender = Static<typeof PagePrerender>;

/**
 * One page of an app's route table: its `path` pattern as the app's router reads it (`/`, `/class11`,
 * `/payment/:bookId`, `/admin/*` for the path and everything below), the `chunk` it is lazily loaded
 * from (the module name, when it has its own), its `audience`, the remote that draws it (`app`, its
 * federation name, when it is not the manifest's own app: the host's `/*` is the store's), its `prerender`
 * and its `preload` hints.
 */
export const PageEntry = Type.Object({
  path: Type.String({ pattern: '^/' }),
  chunk: Type.Optional(Type.String()),
  audience: PageAudience,
  app: Type.Optional(Type.String()),
  prerender: Type.Optional(PagePrerender),
  preload: Type.Array(PreloadHint),
});
export type PageEntry = Static<typeof PageEntry>;

/**
 * An app build's page manifest, `dist/pages.json` beside its `mf-manifest.json` (a release carries its
 * own): the pages its router draws, written at build time from the same route table the router uses
 * (rspack/prerender-plugin.ts). The API's web edge reads the host's and each live remote's to know a
 * page's prerender and preloads without knowing any page itself (docs/serving.md "Web edge"). `app` is the
 * app's federation name (null for the host).
 */
export const PageManifest = Type.Object({
  app: Type.Union([Type.String(), Type.Null()]),
  pages: Type.Array(PageEntry),
});
export type PageManifest = Static<typeof PageManifest>;
