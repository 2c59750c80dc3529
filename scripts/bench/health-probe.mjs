// What the health benchmarks share: one timed `/api/health` call, an idle baseline of them, and a row of
// their latency figures.

/** The `p`-th percentile (0..100) of ascending `sorted`. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** A function that asks `${address}/api/health` once over HTTP and resolves its latency (ms). */
export function healthProbe(address) {
  return async () => {
    const t = performance.now();
    const res = await fetch(`${address}/api/health`);
    await res.arrayBuffer();
    return performance.now() - t;
  };
}

/** 40 probes 25 ms apart with nothing else running: the latencies (ms) to compare a busy run with. */
export async function idleBaseline(probe) {
  const idle = [];
  for (let i = 0; i < 40; i += 1) {
    idle.push(await probe());
    await new Promise((r) => setTimeout(r, 25));
  }
  return idle;
}

/** Prints `name` (padded to `width`) with the count, p50, p95 and max of `values` (ms). */
export function latencyRow(name, values, width = 40) {
  const sorted = [...values].sort((x, y) => x - y);
  const f = (v) => v.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(width)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted[sorted.length - 1])}  ms`,
  );
}
