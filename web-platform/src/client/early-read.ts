import { fetchJson, hasStoredToken } from './fetch-json';

/** A read's answer with when it was sent and received (device ms), for a page that keeps the server's clock. */
export interface TimedAnswer<T> {
  value: T;
  sentAt: number;
  receivedAt: number;
}

/** How long an early read may take before it counts as lost (ms), as the exam screen's own calls. */
const EARLY_READ_TIMEOUT_MS = 15_000;

/**
 * How long an early read stays good to take (ms since it was started): a page its visitor never reached (sent
 * to sign in first, or gone elsewhere) must not be drawn later from an old answer.
 */
export const EARLY_READ_MAX_AGE_MS = 20_000;

/** The early fetches started and not yet taken, by key: an API path (one map per app: this module is bundled). */
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Starts `fetch` now under `key` (an API path), for a page that will ask for the same later and take its
 * answer once ({@link takeEarly}). Not again while one started at most {@link EARLY_READ_MAX_AGE_MS} ago
 * waits to be taken. An untaken failure is not an error of its own. {@link startEarlyRead} is the JSON
 * read; the exam screen starts its first question's image with it.
 */
export function startEarly<T>(key: string, fetch: () => Promise<T>): void {
  const at = Date.now();
  const running = started.get(key);
  if (running && at - running.at <= EARLY_READ_MAX_AGE_MS) return;
  const answer = fetch();
  // Taken later, or never (the visitor left first).
  answer.catch(() => undefined);
  started.set(key, { at, answer });
}

/**
 * The answer of the early fetch under `key` without handing it over (a fetch of its own that follows from
 * it), or undefined when none is running or it is older than {@link EARLY_READ_MAX_AGE_MS}.
 */
export function peekEarly<T>(key: string): Promise<T> | undefined {
  const early = started.get(key);
  return early && Date.now() - early.at <= EARLY_READ_MAX_AGE_MS ? (early.answer as Promise<T>) : undefined;
}

/**
 * The early fetch under `key`, handed over once (later asks fetch afresh), or undefined when none was
 * started or it was started more than {@link EARLY_READ_MAX_AGE_MS} ago. It rejects as the fetch did.
 */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const early = peekEarly<T>(key);
  started.delete(key);
  return early;
}

/**
 * Starts reading `API_BASE + path` now, while a deep-linked page's code and the session check still load
 * (docs/speed.md: the page's own request was otherwise the last link of the chain before its largest
 * paint). Only with a stored sign-in token (a guest is sent to sign in and reads nothing), uncached, without
 * the 401 action (the page's own read applies it). The page takes the answer once with {@link takeEarlyRead}.
 */
export function startEarlyRead(path: string): void {
  if (!hasStoredToken()) return;
  startEarly(path, () => {
    const sentAt = Date.now();
    return fetchJson<unknown>(path, {
      cache: 'no-store',
      signOutOn401: false,
      signal: AbortSignal.timeout(EARLY_READ_TIMEOUT_MS),
    }).then((value) => ({ value, sentAt, receivedAt: Date.now() }));
  });
}

/**
 * The answer of the early read of `path` without handing it over (a read of its own that follows from it,
 * such as the exam screen's first question image), or undefined (see {@link peekEarly}). The page still
 * takes it once with {@link takeEarlyRead}.
 */
export const peekEarlyRead = <T>(path: string): Promise<TimedAnswer<T>> | undefined =>
  peekEarly<TimedAnswer<T>>(path);

/**
 * The early read of `path`, handed over once (later visits read afresh), or undefined (see
 * {@link takeEarly}). It rejects as the read would have (HttpStatusError, or the network's error).
 */
export const takeEarlyRead = <T>(path: string): Promise<TimedAnswer<T>> | undefined =>
  takeEarly<TimedAnswer<T>>(path);

/**
 * The early read of `path` when one was started (and taken in time) and succeeded; undefined otherwise, a
 * failed one included: the caller then reads the usual way, which gives a refusal its usual handling.
 */
export async function earlyAnswer<T>(path: string): Promise<TimedAnswer<T> | undefined> {
  try {
    return await takeEarlyRead<T>(path);
  } catch {
    return undefined;
  }
}

/**
 * An RTK Query endpoint's read of `path` (its `queryFn`): the early read's answer ({@link earlyAnswer}),
 * passed through `adjust` when given (a page that sets a clock from it), else `read()` (the api's base
 * query), which gives a refusal its usual way (the 401 action).
 */
export async function earlyOr<T, E>(
  path: string,
  read: () => PromiseLike<{ data?: unknown; error?: E }> | { data?: unknown; error?: E },
  adjust: (answer: TimedAnswer<T>) => T = (answer) => answer.value,
): Promise<{ data: T } | { error: E }> {
  const early = await earlyAnswer<T>(path);
  if (early) return { data: adjust(early) };
  const result = await read();
  return result.error !== undefined ? { error: result.error } : { data: result.data as T };
}
