/**
 * The web platform's client, shared as one federated singleton: the RTK Query `api` (with the site
 * contacts endpoint), the session and reader slices, the storage helpers, the toast helper (`notify`; its
 * container, the `Toaster`, and the theme are the UI kit's) and the hand-over of the prerendered first paint.
 * Every app imports these from `@exam/web-platform/client`.
 */
export * from './api';
export { errorMessage, refusalCode, refusalText } from './refusal-text';
export * from './storage';
export * from './session-slice';
export * from './reader-slice';
export * from './notify';
export * from './site-api';
export * from './reading-session-early';
export * from './document-title';
export * from './history-entry';
export * from './prerendered';
// The fetch helpers the surface itself is built on, for the shell's own start-up calls (session, Google
// sign-in): taken from here, the shell's first page carries one copy of them, not two.
export { fetchJson, sendApiRequest } from './fetch-json';
