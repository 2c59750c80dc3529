import { mbToBytes } from '@exam/shared-contracts/rules';

/**
 * TRUST_PROXY as Fastify's `trustProxy`: digits → that many hops, otherwise a comma-separated list of
 * addresses/CIDRs; unset or empty → false (the socket's address is the client's).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const raw = (value ?? '').trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number.parseInt(raw, 10);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A positive integer from the environment, else `fallback`. */
export function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A positive number of MB from the environment in bytes (1 MB = 1,048,576 bytes,
 * docs/domains/operations.md "Rules and limits"), else undefined. */
export function megabytes(value: string | undefined): number | undefined {
  const mb = Number(value);
  return value && Number.isFinite(mb) && mb > 0 ? mbToBytes(mb) : undefined;
}
