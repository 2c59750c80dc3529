import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_CONTACTS } from '@exam/shared-contracts/constants';
import { mbToBytes } from '@exam/shared-contracts/rules';

/** The repo root (/work/main): two levels above api/src, whatever the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The S3 driver's settings (STORAGE_DRIVER=s3); credentials unset → the SDK's default chain. */
export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2…); unset → AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` URLs instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Folder of upload spools; `os.tmpdir()/exam-store-uploads` unless set (tests give each server its own). */
  spoolDir?: string;
}

/** Where stored files live (api/README.md "Files"): `DATA_DIR/files` (local) or an S3 bucket. */
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

/**
 * STORAGE_DRIVER (`local`, default, or `s3`) and the S3_* variables; throws (the server refuses to start)
 * on another driver, on s3 without S3_BUCKET, or with only one of the two S3 keys.
 */
function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').toLowerCase();
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not "${env.STORAGE_DRIVER}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket that holds the files)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default chain)');
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  return {
    driver,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // S3-compatible servers usually want path-style URLs; AWS itself virtual-hosted ones.
    forcePathStyle: pathStyle ? ['true', '1', 'on', 'yes'].includes(pathStyle) : !!env.S3_ENDPOINT,
  };
}

/**
 * Runtime settings of the API, read from the environment by {@link loadConfig}.
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
  /** Public contact details served by `GET /api/site` (SPEC 1 footer); SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_LOCATION. */
  site: { email: string; phone: string; location: string };
  /** Demo UPI payee written by the seed when none is configured (SPEC 3 "Payment config"). */
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
   * Upload limits in bytes from UPLOAD_MAX_IMAGE_MB / UPLOAD_MAX_PDF_MB (SPEC 9); when set they win over the
   * stored `upload.limits` setting, unset → the setting (seeded with 5 MB and 50 MB).
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
  /** Lifetime of a reader's session in seconds (READING_SESSION_SECONDS, SPEC 9 "session timer 1800 s"). */
  readingSessionSeconds: number;
  /**
   * Online tests (docs/domains/exams.md "Online tests"): the transport slack of a save (TEST_SAVE_GRACE_MS,
   * default 2000 ms): a save arriving up to this long after the deadline is accepted only when the answer was
   * made by the deadline (its `madeAt`, believed within this slack); the deadline job closes attempts after
   * it; how often each replica looks for attempts past it (TEST_DEADLINE_SWEEP_MS, default 1000 ms; 0 turns
   * the job off on this replica).
   */
  tests: { saveGraceMs: number; sweepMs: number };
  /**
   * The bank-statement reader's thread (services/statements/read-rows.ts): time limit of one file in ms
   * (STATEMENT_TIMEOUT_MS, default 20000) and heap limit in MB (STATEMENT_MEMORY_MB, default 256).
   */
  statements: { timeoutMs: number; memoryMb: number };
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
function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads (or creates, mode 600) the JWT secret kept in the data folder: 48 random bytes, base64url. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create below.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A positive number of MB from the environment in bytes (1 MB = 1,048,576 bytes, SPEC 9), else undefined. */
function megabytes(value: string | undefined): number | undefined {
  const mb = Number(value);
  return value && Number.isFinite(mb) && mb > 0 ? mbToBytes(mb) : undefined;
}

/** The shortest JWT_SECRET accepted, in bytes (UTF-8): an HS256 key shorter than its 32-byte hash is weak. */
export const JWT_SECRET_MIN_BYTES = 32;

/**
 * JWT_SECRET when set (refused, with a message naming the variable, when under {@link JWT_SECRET_MIN_BYTES}
 * bytes), else the secret generated once in the data folder.
 */
function jwtSecret(value: string | undefined, dataDir: string, name = 'JWT_SECRET'): string {
  if (!value) return persistedJwtSecret(dataDir);
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES)
    throw new Error(
      `${name} is ${bytes} bytes long; it must be at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. \`openssl rand -base64 48\`), or unset to use a generated one`,
    );
  return value;
}

/**
 * Builds the {@link AppConfig} from `env` (defaults documented in api/README.md). Throws on a JWT_SECRET
 * shorter than {@link JWT_SECRET_MIN_BYTES} bytes or a bad storage driver setting (the server then refuses
 * to start).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || './.data');
  const parsedPort = Number.parseInt(env.PORT ?? '3000', 10);
  const port = Number.isFinite(parsedPort) ? parsedPort : 3000;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const signingKey = jwtSecret(env.JWT_SECRET, dataDir);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    storage: storageConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: signingKey,
    jwtPreviousSecret: env.JWT_SECRET_PREVIOUS
      ? jwtSecret(env.JWT_SECRET_PREVIOUS, dataDir, 'JWT_SECRET_PREVIOUS')
      : undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    fixturesDir: path.resolve(REPO_ROOT, env.FIXTURES_DIR || '../shared/fixtures'),
    demoCatalogue: (env.DEMO_CATALOGUE ?? '').toLowerCase() !== 'off',
    staticDir: path.resolve(REPO_ROOT, env.STATIC_DIR || '.'),
    remotesJson: env.REMOTES_JSON ? path.resolve(REPO_ROOT, env.REMOTES_JSON) : undefined,
    upiDemo: {
      upiId: env.UPI_ID || 'examstore@okaxis',
      payeeName: env.UPI_PAYEE_NAME || 'Exam Store',
      bankName: env.UPI_BANK_NAME || 'State Bank of India',
    },
    publicUrl,
    appUrl: (env.APP_URL || publicUrl).replace(/\/+$/, ''),
    oidc: {
      issuer: env.OIDC_ISSUER || 'https://accounts.google.com',
      clientId: env.OIDC_CLIENT_ID || '',
      clientSecret: env.OIDC_CLIENT_SECRET || '',
    },
    rateLimit: {
      enabled: !['off', 'false', '0'].includes((env.RATE_LIMIT ?? '').toLowerCase()),
      auth: int(env.RATE_LIMIT_AUTH, 10),
      register: int(env.RATE_LIMIT_REGISTER, 10),
      submit: int(env.RATE_LIMIT_SUBMIT, 20),
      forgotPerAddress: int(env.RATE_LIMIT_FORGOT_ADDRESS, 3),
    },
    site: {
      email: env.SUPPORT_EMAIL || SITE_CONTACTS.email,
      phone: env.SUPPORT_PHONE || SITE_CONTACTS.phone,
      location: env.SUPPORT_LOCATION || SITE_CONTACTS.location,
    },
    uploadLimits: {
      maxImageSize: megabytes(env.UPLOAD_MAX_IMAGE_MB),
      maxPdfSize: megabytes(env.UPLOAD_MAX_PDF_MB),
    },
    timeouts: {
      dbConnectMs: int(env.DB_CONNECT_TIMEOUT_MS, 3000),
      dbQueryMs: int(env.DB_QUERY_TIMEOUT_MS, 10000),
      dbLockMs: int(env.DB_LOCK_TIMEOUT_MS, 5000),
      requestMs: int(env.REQUEST_TIMEOUT_MS, 120000),
      connectionMs: int(env.CONNECTION_TIMEOUT_MS, 300000),
    },
    render: {
      workers: Math.min(2, int(env.RENDER_WORKERS, 1)),
      timeoutMs: int(env.RENDER_TIMEOUT_MS, 20000),
      memoryMb: int(env.RENDER_MEMORY_MB, 512),
      prepareOnStart: !['off', 'false', '0'].includes((env.RENDER_PREPARE_ON_START ?? '').toLowerCase()),
      hostEnv: Object.fromEntries(
        ['PATH', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'FONTCONFIG_PATH', 'FONTCONFIG_FILE']
          .filter((k) => env[k])
          .map((k) => [k, env[k]!]),
      ),
    },
    leakTrace: {
      timeoutMs: int(env.LEAK_TRACE_TIMEOUT_MS, 60000),
      candidates: int(env.LEAK_TRACE_CANDIDATES, 40),
    },
    markSecret: env.MARK_SECRET
      ? jwtSecret(env.MARK_SECRET, dataDir, 'MARK_SECRET')
      : createHmac('sha256', signingKey).update('page-marks').digest('base64url'),
    readingSessionSeconds: int(env.READING_SESSION_SECONDS, 1800),
    statements: {
      timeoutMs: int(env.STATEMENT_TIMEOUT_MS, 20_000),
      memoryMb: int(env.STATEMENT_MEMORY_MB, 256),
    },
    detection: {
      timeoutMs: int(env.DETECT_TIMEOUT_MS, 60_000),
      memoryMb: int(env.DETECT_MEMORY_MB, 512),
    },
    tests: {
      saveGraceMs: int(env.TEST_SAVE_GRACE_MS, 2000),
      sweepMs: env.TEST_DEADLINE_SWEEP_MS === '0' ? 0 : int(env.TEST_DEADLINE_SWEEP_MS, 1000),
    },
    serveFrontends: env.SERVE_FRONTENDS !== 'false',
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || `Exam Store <${env.SUPPORT_EMAIL || SITE_CONTACTS.email}>`,
      retries: 3,
      retryDelayMs: 2000,
    },
    scale: {
      redisUrl: env.REDIS_URL || undefined,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      replicaId: env.REPLICA_ID || `${os.hostname()}-${process.pid}`,
      shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 25_000),
      metricsToken: env.METRICS_TOKEN || undefined,
    },
  };
}
