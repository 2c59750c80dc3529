/**
 * The kit's `/standalone`: what a remote's standalone page draws (docs/releases.md "Standalone pages"): the
 * one bootstrap `mountStandalone` (providers, the visitor's theme, the toaster, the router), the session
 * gate and its card. Not a shared module (rspack/shared.ts): each standalone page bundles it, and a remote
 * loaded by the shell never runs it. The store and the session check are the contracts'
 * (`@exam/web-platform/standalone`).
 */
export { mountStandalone, type StandaloneOptions } from './mount-standalone';
export { StandaloneCard } from './standalone-card';
export { StandaloneGate } from './standalone-gate';
export type { RefusedVisitor, StandaloneAudience, StandaloneGateProps } from './standalone-gate';
