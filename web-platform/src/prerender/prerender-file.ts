/**
 * The plain part of the prerender contract (docs/speed.md "Prerendered first paint"): the shape of
 * an app build's `prerender.json` and the filling of its per-book template. Free of JSX and React, so the
 * API (built without JSX) imports it as well as the apps' builds.
 */
export type { PrerenderedPage, PrerenderFile } from './prerender-types';
export * from './book-template';
export * from './test-template';
export * from './exam-template';
export * from './reflow-markup';
