import os from 'node:os';
import path from 'node:path';
import { SITE_CONTACTS } from '@exam/shared-contracts/constants';
import type { AppConfig } from './config/app-config';
import { int, megabytes, parseTrustProxy } from './config/env-values';
import { jwtSecret, markSecret } from './config/secrets';
import { storageConfig } from './config/storage';

export type { AppConfig } from './config/app-config';
export { parseTrustProxy } from './config/env-values';
export { JWT_SECRET_MIN_BYTES } from './config/secrets';
export type { S3StorageConfig, StorageConfig } from './config/storage';

/** The repo root (/work/main): two levels above api/src, whatever the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

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
    marks: {
      workers: Math.min(4, int(env.MARK_WORKERS, 1)),
      timeoutMs: int(env.MARK_TIMEOUT_MS, 20_000),
      memoryMb: int(env.MARK_MEMORY_MB, 256),
    },
    leakTrace: {
      timeoutMs: int(env.LEAK_TRACE_TIMEOUT_MS, 60000),
      candidates: int(env.LEAK_TRACE_CANDIDATES, 40),
    },
    markSecret: markSecret(env.MARK_SECRET, dataDir, signingKey),
    readingSessionSeconds: int(env.READING_SESSION_SECONDS, 1800),
    statements: {
      timeoutMs: int(env.STATEMENT_TIMEOUT_MS, 20_000),
      memoryMb: int(env.STATEMENT_MEMORY_MB, 256),
    },
    detection: {
      timeoutMs: int(env.DETECT_TIMEOUT_MS, 60_000),
      memoryMb: int(env.DETECT_MEMORY_MB, 512),
    },
    exams: {
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
