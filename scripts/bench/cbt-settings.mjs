// Settings of `npm run bench:cbt` (cbt.mjs), read once from the environment and the command line by the
// parent and by its `--serve` child alike (the child gets the parent's `--quick`), so both play one test.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The takers' browser: its device secret (the server knows its SHA-256 for every taker). */
export const TAKER_DEVICE = 'bench-taker-device-secret-'.padEnd(43, 'c');

/** The repository's root folder (absolute path). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `--quick`: a smoke run's smaller defaults. */
export const QUICK = process.argv.includes('--quick');
const env = (name, full, quick) => Number(process.env[name] ?? (QUICK ? quick : full));
/** Students who bought the series and take the test (BENCH_TAKERS; 2,000, quick 200). */
export const TAKERS = env('BENCH_TAKERS', 2000, 200);
/** Seconds from the first start to the bench's deadline (BENCH_TEST_SECONDS; 60, quick 20). */
export const TEST_SECONDS = env('BENCH_TEST_SECONDS', 60, 20);
/** Every taker starts within this many ms of the opening (BENCH_START_SPREAD_MS; 10,000, quick 3,000). */
export const START_SPREAD_MS = env('BENCH_START_SPREAD_MS', 10_000, 3000);
/** A taker's mean think time between saves in ms, ± 50% (BENCH_THINK_MS; 4,000, quick 2,000). */
export const THINK_MS = env('BENCH_THINK_MS', 4000, 2000);
/** The share of takers, 0..1, who drop their connection once and reload (BENCH_RECONNECT; 0.1). */
export const RECONNECT = env('BENCH_RECONNECT', 0.1, 0.1);
/** First attempts seeded to time the rank query, on PostgreSQL only (BENCH_RANKED; 100,000, quick 10,000). */
export const RANKED = env('BENCH_RANKED', 100_000, 10_000);
/** Questions of the bench's JEE Main test. */
export const QUESTIONS = 75;
