import { hasStoredToken } from '@exam/shared-contracts/client/fetch-json';
import { callJson } from './http';

/** A read's answer with when it was sent and received (device ms), for the server's clock. */
export interface TimedAnswer<T> {
  value: T;
  sentAt: number;
  receivedAt: number;
}

/** The early reads started and not yet taken, by API path. */
const started = new Map<string, Promise<TimedAnswer<unknown>>>();

/**
 * Starts reading `/api{path}` now, while the page's code and the session check still load (a deep-linked
 * instructions page or exam screen: its request was otherwise the last link of the chain before its
 * largest paint). Only with a stored sign-in token: a guest is sent to sign in and reads nothing. The page
 * takes the answer once with {@link takeEarlyRead}.
 */
export function startEarlyRead(path: string): void {
  if (started.has(path) || !hasStoredToken()) return;
  const sentAt = Date.now();
  const answer = callJson<unknown>(path).then((value) => ({ value, sentAt, receivedAt: Date.now() }));
  // Taken later, or never (the visitor left first): an unread failure is not an error of its own.
  answer.catch(() => undefined);
  started.set(path, answer);
}

/**
 * The early read of `path`, handed over once (later visits read afresh), or undefined when none was
 * started. It rejects as the read would have (HttpStatusError, or the network's error).
 */
export function takeEarlyRead<T>(path: string): Promise<TimedAnswer<T>> | undefined {
  const answer = started.get(path) as Promise<TimedAnswer<T>> | undefined;
  started.delete(path);
  return answer;
}
