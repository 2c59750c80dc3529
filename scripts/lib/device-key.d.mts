import type { BrowserContext } from '@playwright/test';

/**
 * `fetch(url, init)` from the browser whose device cookie holds `secret`, with a DPoP proof signed by the
 * test device key (the token of `init`'s authorization header, the platform's nonce, asked again once).
 */
export function deviceFetch(url: string, init: RequestInit | undefined, secret: string): Promise<Response>;

/** Puts the test device key into `context`'s IndexedDB for the platform at `url`, where the app keeps its own. */
export function installDeviceKey(context: BrowserContext, url: string): Promise<void>;
