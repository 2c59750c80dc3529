import type { KeyValueStore } from '../lib/attempt-journal';

/** A localStorage stand-in for the journal's tests: what is written survives a "reload" (a new journal). */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
