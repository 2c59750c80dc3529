import type { AccountFlag } from '@exam/shared-contracts/reading';

const KIND_LABELS: Record<AccountFlag['kind'], string> = {
  'page-budget': 'Page budget reached',
  'search-budget': 'Search budget reached',
  'search-walk': 'Walked the book with searches',
  'many-addresses': 'Many addresses in a day',
};

/**
 * How a flagged account is shown on the dashboard: what happened, and its evidence in one line (the
 * budget and the wait, the chained queries, the addresses), each value as stored.
 */
export function flagView(flag: AccountFlag): { label: string; evidence: string } {
  const e = flag.evidence;
  const parts: string[] = [];
  if (typeof e.budget === 'string') parts.push(e.budget);
  if (typeof e.run === 'number') parts.push(`${e.run} chained searches`);
  if (typeof e.lastQuery === 'string') parts.push(`last: “${e.lastQuery.slice(0, 60)}”`);
  if (Array.isArray(e.addresses))
    parts.push(`${e.addresses.length} addresses: ${e.addresses.slice(0, 5).join(', ')}`);
  if (typeof e.code === 'string') parts.push(`leak code ${e.code}`);
  return { label: KIND_LABELS[flag.kind] ?? flag.kind, evidence: parts.join(' · ') };
}
