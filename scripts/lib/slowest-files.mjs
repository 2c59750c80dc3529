/**
 * The test files that took longest, read from the runners' JSON reports, so every `npm test` (and so every
 * CI log) says where the suite's time went (docs/testing.md "How long the suite takes").
 */
import path from 'node:path';

/**
 * Jest's report (`--json`): each file's wall time, `{ file, seconds, tests }[]`, longest first. `file` is
 * relative to `root`; `seconds` is the file's end minus its start (its worker's time, not CPU time).
 */
export function jestFileTimes(report, root) {
  return (report.testResults ?? [])
    .map((result) => ({
      file: path.relative(root, result.name),
      seconds: Math.max(0, (result.endTime - result.startTime) / 1000),
      tests: result.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * Playwright's JSON report: each file's summed test time (every attempt, retries included),
 * `{ file, seconds, tests }[]`, longest first. A worker's platform start-up is not in any test's time.
 */
export function playwrightFileTimes(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file) ?? { file: spec.file, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
      }
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile.values()].sort((a, b) => b.seconds - a.seconds);
}

/**
 * Lines for the log: the sum over all files, then the `count` longest as `  <s> s  <n> tests  <file>`,
 * under `label`.
 */
export function slowestLines(label, times, count = 10) {
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  return [
    `${label}: ${times.length} files, ${Math.round(total)} s summed over workers; the ${Math.min(count, times.length)} longest:`,
    ...times
      .slice(0, count)
      .map((t) => `  ${t.seconds.toFixed(1).padStart(6)} s ${String(t.tests).padStart(4)} tests  ${t.file}`),
  ];
}
