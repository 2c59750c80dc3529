/**
 * The figures of `npm run bench:lighthouse` (lighthouse.mjs): the phones they stand for, a report's row, its
 * median over runs, the goals, and why a row is what it is.
 */

/**
 * The phones the figures stand for, by Chrome DevTools' CPU calibration (its benchmark index): a mid-tier
 * phone (Pixel 5) at 1,000 and a low-tier one (Moto G Power 2022) at 264. Lighthouse's fixed 4× slowdown
 * makes a different phone on every machine; here each run's slowdown is this machine's index (measured by
 * Lighthouse in that run) divided by the phone's, so a figure means the same phone anywhere. The goals are
 * judged on the first.
 */
export const PHONES = [
  { name: 'mid-tier', index: 1000 },
  { name: 'low-tier', index: 264 },
];

/** The CPU slowdown that makes a host of `hostIndex` behave as a phone of `phoneIndex` (2 decimals). */
export function cpuSlowdown(hostIndex, phoneIndex) {
  return Math.round((hostIndex / phoneIndex) * 100) / 100;
}

/** The median of each figure of `rows` (each figure on its own). */
export function medianRow(rows) {
  const median = (key) => {
    const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(key)]));
}
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/**
 * The goals a page's figures (the median of BENCH_RUNS) are judged on, each printed with the pages below it:
 * the first paint in either language, and the cheap phone's (a tap answered at once: TBT).
 */
export const GOALS = [
  {
    name: 'performance ≥ 90, accessibility 100, LCP ≤ 2500 ms, CLS ≤ 0.05',
    met: (r) => r.perf >= 90 && r.a11y >= 100 && r.lcp <= 2500 && r.cls <= 0.05,
  },
  {
    name: 'phone: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 1500 ms, CLS 0, accessibility 100',
    met: (r) => r.perf >= 95 && r.tbt <= 150 && r.lcp <= 1500 && r.cls === 0 && r.a11y >= 100,
  },
];

/** A Lighthouse report's figures: scores 0-100, LCP and TBT in ms, CLS, bytes transferred. */
export function rowOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    best: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    bytes: Math.round(audit('total-byte-weight')),
  };
}

/**
 * Prints why a report's figures are what they are: Lighthouse's own failure (so a 0 / NaN row says why),
 * each failed accessibility audit with an example, and with BENCH_VERBOSE the LCP and main-thread details
 * and every request (times in ms from the navigation, `base` cut from the addresses).
 */
export function explain(lhr, base) {
  if (lhr.runtimeError) console.log(`    lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const a11yFindings = Object.values(lhr.audits).filter(
    (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
  );
  for (const a of a11yFindings) {
    const node = a.details?.items?.[0]?.node;
    console.log(
      `    accessibility: ${a.id}: ${a.title} e.g. ${node?.snippet ?? ''} ${node?.explanation ?? ''}`,
    );
  }
  if (!process.env.BENCH_VERBOSE) return;
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight'])
    console.log(id, JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 1200));
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'network-requests'])
    console.log(id, lhr.audits[id]?.displayValue ?? '');
  const reqs = lhr.audits['network-requests']?.details?.items ?? [];
  for (const r of reqs)
    console.log(
      `    ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms ${r.transferSize} B ${r.url.replace(base, '')}`,
    );
}
