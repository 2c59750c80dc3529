import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { UserRow } from './db/schema';
import type { LeakTracer } from './modules/reading/leak-tracer';
import type { RenderService } from './modules/reading/render/render-service';
import type { Storage } from './platform/storage/storage';
import type { CatalogueCache } from './modules/catalogue/catalogue-cache';
import type { Viewer, ViewerCache } from './modules/reading/viewer-cache';
import type { AttemptDevices } from './modules/exams/attempts/attempt-devices';
import type { Mailer } from './platform/mail/mailer';
import type { RedisLink } from './platform/redis/redis';
import type { ExamsService } from './modules/exams/attempts/exams-service';
import type { ReaderBudgets, ReaderLimitsStore } from './modules/reading/reader-limits';

/** An async auth hook, usable as `onRequest` (runs before body parsing and validation). */
export type AuthHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The `/remotes.json` body: REMOTES_JSON's file or the release switch (platform/release-switch.ts). */
    liveRemotes(): Promise<Record<string, unknown>>;
    database: Database;
    /** Drizzle handle (pg or PGlite). */
    db: Db;
    /**
     * Stored files (api/README.md "Files"): covers, PDFs and the reader's caches, on disk or in S3
     * (STORAGE_DRIVER).
     */
    storage: Storage;
    /** The listed books in memory, invalidated by admin book writes. */
    catalogue: CatalogueCache;
    /**
     * Signed-in callers' token fields and payment statuses in memory, invalidated by every
     * write to them: call `app.viewers.invalidate(userId)` after such a write commits.
     */
    viewers: ViewerCache;
    /** The Redis shared by the API replicas (REDIS_URL), or null when unset. */
    redis: RedisLink | null;
    /** Prometheus registry served by `GET /api/metrics`; null when METRICS_TOKEN is unset. */
    metrics: Registry | null;
    /** Readiness of this process: `draining` is set on SIGTERM, `GET /api/health/ready` then answers 503. */
    lifecycle: { draining: boolean };
    /** Outgoing e-mail (SMTP_URL; off when unset). */
    mailer: Mailer;
    /**
     * The reader's render pool, render cache and background preparation (docs/domains/reading.md "The
     * reader").
     */
    render: RenderService;
    /**
     * "Trace a leaked page": reads the hidden mark of leaked images in its own pool (docs/domains/reading.md
     * "Marks").
     */
    leakTracer: LeakTracer;
    /** Taking online tests and the deadline job (docs/domains/exams.md "Online tests"). */
    exams: ExamsService;
    /** The device each open attempt is taken on, kept 2 s (modules/exams/attempts/attempt-devices). */
    attemptDevices: AttemptDevices;
    /** onRequest hook: a valid token of an existing, active user → `request.currentUser`; else 401. */
    authenticate: AuthHook;
    /** onRequest hook: like `authenticate` when a valid token is sent; otherwise a guest (`currentUser` null). */
    optionalAuth: AuthHook;
    /**
     * The caller of a request with a valid token of an existing, active user, from the viewers' cache (no
     * query when kept); null for a guest or any token that `authenticate` would refuse.
     */
    viewerOf(req: FastifyRequest): Promise<Viewer | null>;
    /** onRequest hook: `authenticate`, then 403 unless the user's role (from the DB) is admin. */
    requireAdmin: AuthHook;
    /**
     * Signs our JWT (HS256, `{ sub: user.id, ver: user.tokenVersion, did? }`, expiry JWT_EXPIRES_IN); `did`
     * is the device the sign-in registered (modules/accounts/devices), whose revocation ends the token.
     */
    signToken(user: Pick<UserRow, 'id' | 'tokenVersion'>, deviceId?: string): string;
    /** The admin's reader limits (`reader.limits`: page, search and device budgets). */
    readerLimits: ReaderLimitsStore;
    /** Per-account page and search budgets (docs/domains/reading.md "Per-user budgets"). */
    budgets: ReaderBudgets;
  }
  interface FastifyRequest {
    /** The signed-in user loaded from the DB on this request, or null for guests. */
    currentUser: UserRow | null;
    /** The device of the sign-in token (`did`) that authenticated this request, or null (older token). */
    deviceId: string | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; ver: number; did?: string };
    user: { sub: string; ver: number; did?: string };
  }
}

export {};
