import type { StorageConfig } from './storage';

/**
 * Runtime settings of the API, read from the environment by `loadConfig` (api/src/config.ts).
 * Sizes are bytes, durations are @fastify/jwt strings ('7d').
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute data folder: PGlite files, uploaded/seeded files (local driver), the generated JWT secret. */
  dataDir: string;
  /** The files driver (STORAGE_DRIVER, S3_*); see {@link StorageConfig}. */
  storage: StorageConfig;
  /** PostgreSQL URL; undefined → embedded PGlite at `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * The signing key being retired (JWT_SECRET_PREVIOUS; unset: none): tokens it signed are still accepted
   * until they expire, new ones are signed with {@link jwtSecret} only (docs/operations.md "Rotate JWT_SECRET").
   */
  jwtPreviousSecret: string | undefined;
  jwtExpiresIn: string;
  adminUsername: string;
  /** undefined → the seed generates one and prints it once. */
  adminPassword: string | undefined;
  /** Folder with catalogue.json, pdfs/ and covers/ (seed only). */
  fixturesDir: string;
  /**
   * Whether a first start without a catalogue in {@link fixturesDir} generates the demo catalogue
   * (DEMO_CATALOGUE, on unless `off`; a production deployment that must start empty turns it off).
   */
  demoCatalogue: boolean;
  /** Where the built front ends live (`<staticDir>/shell/dist`, ...); the repo root by default. */
  staticDir: string;
  /** Optional path to a JSON file served as /remotes.json. */
  remotesJson: string | undefined;
  /** Public contact details served by `GET /api/site` (docs/screens.md "Header and footer"); SUPPORT_EMAIL,
   * SUPPORT_PHONE, SUPPORT_LOCATION. */
  site: { email: string; phone: string; location: string };
  /** Demo UPI payee written by the seed when none is configured
   * (docs/domains/operations.md "Payment Config"). */
  upiDemo: { upiId: string; payeeName: string; bankName: string };
  /** Public origin of the API (OIDC redirect URI base), no trailing slash; default `http://localhost:PORT`. */
  publicUrl: string;
  /** Origin of the front end that owns `/auth-callback`; default {@link publicUrl}. */
  appUrl: string;
  /** Google / OpenID Connect sign-in; `clientId` or `clientSecret` empty → not configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string };
  /**
   * Per-IP, per-route request limits per minute (auth, register, submit), and the password-reset mails one
   * address may be sent per hour (RATE_LIMIT_FORGOT_ADDRESS, default 3); `enabled: false` (RATE_LIMIT=off)
   * turns them all off, and the reader's page and search budgets with them.
   */
  rateLimit: { enabled: boolean; auth: number; register: number; submit: number; forgotPerAddress: number };
  /**
   * Upload limits in bytes from UPLOAD_MAX_IMAGE_MB / UPLOAD_MAX_PDF_MB
   * (docs/domains/operations.md "Rules and limits"); when set they win over the stored `upload.limits`
   * setting, unset → the setting (seeded with 5 MB and 50 MB).
   */
  uploadLimits: { maxImageSize?: number; maxPdfSize?: number };
  /** Timeouts in ms: pg connect (pool wait included), pg statement, pg lock wait, whole request received, idle socket. */
  timeouts: {
    dbConnectMs: number;
    dbQueryMs: number;
    dbLockMs: number;
    requestMs: number;
    connectionMs: number;
  };
  /**
   * The render pool of the reader (docs/domains/reading.md "The reader"): worker threads (RENDER_WORKERS,
   * 1..2, default 1), the time limit of one job in ms (RENDER_TIMEOUT_MS, default 20000), the V8 heap limit
   * of a thread in MB (RENDER_MEMORY_MB, default 512), and whether books not yet prepared (page count,
   * outline, text) are prepared in the background after start (RENDER_PREPARE_ON_START, default on; `off` to
   * skip). `hostEnv` is the whole environment of the render host process: PATH, locale, time zone and font
   * settings only, never secrets (it parses untrusted PDFs) nor NODE_OPTIONS (its flags would override the
   * threads' heap limits).
   */
  render: {
    workers: number;
    timeoutMs: number;
    memoryMb: number;
    prepareOnStart: boolean;
    hostEnv: Record<string, string>;
  };
  /**
   * "Trace a leaked page" (docs/domains/reading.md "Marks"): the time limit of a whole trace (all its image
   * jobs) in its worker, ms (LEAK_TRACE_TIMEOUT_MS, default 60000), and how many recently served pages an
   * image is compared with when the admin names no page (LEAK_TRACE_CANDIDATES, default 40).
   */
  leakTrace: { timeoutMs: number; candidates: number };
  /**
   * The secret of the hidden mark's fingerprints (docs/domains/reading.md "Marks"; MARK_SECRET, ≥ 32 bytes;
   * default: derived from JWT_SECRET, so rotating JWT_SECRET without it set makes older leaks untraceable).
   */
  markSecret: string;
  /** Lifetime of a reader's session in seconds (READING_SESSION_SECONDS,
   * docs/domains/reading.md "Viewer states"). */
  readingSessionSeconds: number;
  /**
   * Online tests (docs/domains/exams.md "Online tests"): the transport slack of a save (TEST_SAVE_GRACE_MS,
   * default 2000 ms): a save arriving up to this long after the deadline is accepted only when the answer was
   * made by the deadline (its `madeAt`, believed within this slack); the deadline job closes attempts after
   * it; how often each replica looks for attempts past it (TEST_DEADLINE_SWEEP_MS, default 1000 ms; 0 turns
   * the job off on this replica).
   */
  exams: { saveGraceMs: number; sweepMs: number };
  /**
   * The bank-statement reader's thread (modules/purchases/statements/read-rows.ts): time limit of one file in ms
   * (STATEMENT_TIMEOUT_MS, default 20000) and heap limit in MB (STATEMENT_MEMORY_MB, default 256).
   */
  statements: { timeoutMs: number; memoryMb: number };
  /**
   * The marking threads (modules/reading/mark-pool.ts), in the API's process: how many (MARK_WORKERS, default
   * 1, at most 4), the time limit of one image in ms (MARK_TIMEOUT_MS, default 20000) and the heap of each in
   * MB (MARK_MEMORY_MB, default 256); past a limit the image answers 503.
   */
  marks: { workers: number; timeoutMs: number; memoryMb: number };
  /**
   * The question detector's thread (modules/exams/detection/paper-detector.ts): time limit of one paper in
   * ms (DETECT_TIMEOUT_MS, default 60000) and heap limit in MB (DETECT_MEMORY_MB, default 512).
   */
  detection: { timeoutMs: number; memoryMb: number };
  /** Serve the built front ends on the API's port (SERVE_FRONTENDS, on unless `false`). */
  serveFrontends: boolean;
  /**
   * Migrate and seed an empty database at start-up (MIGRATE_ON_START, on unless `false`: replicas
   * run with it off and `node api/dist/migrate.cjs` runs once, as its own step, before them).
   */
  migrateOnStart: boolean;
  /** pino log level (LOG_LEVEL, `info`). */
  logLevel: string;
  /**
   * E-mail to students on approval and rejection: SMTP_URL (`smtp://user:pass@host:587`; unset →
   * no e-mail at all) and MAIL_FROM (default `Exam Store <SUPPORT_EMAIL>`); retries after a failed attempt
   * and the first backoff in ms (doubled each time).
   */
  mail: { smtpUrl: string | undefined; from: string; retries: number; retryDelayMs: number };
  /**
   * Scaling out (docs/operations.md): REDIS_URL (unset → rate-limit counters, catalogue-cache
   * invalidation and render-job locks stay in this process), TRUST_PROXY (Fastify `trustProxy`: a hop
   * count or a list of addresses/CIDRs; false when unset), REPLICA_ID (the `x-replica-id` header; default
   * `<hostname>-<pid>`), SHUTDOWN_GRACE_MS (how long SIGTERM waits for in-flight requests, default 25000)
   * and METRICS_TOKEN (bearer token of `GET /api/metrics`; unset → that route answers 404).
   */
  scale: {
    redisUrl: string | undefined;
    trustProxy: boolean | number | string[];
    replicaId: string;
    shutdownGraceMs: number;
    metricsToken: string | undefined;
  };
}
