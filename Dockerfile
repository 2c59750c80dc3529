# syntax=docker/dockerfile:1
# The API image: built with `npm ci`, runs compiled JavaScript (api/dist/*.cjs, made by
# `npm run build:api`; no tsx at run time) on node:24-slim as the unprivileged `node` user. One image, two
# commands: `node api/dist/server.cjs` (a replica; the default) and `node api/dist/migrate.cjs` (the one-off
# migration step that runs before the replicas). docker-compose.yml builds and runs it.

# --- every dependency (dev ones build the bundle)
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY web-platform/package.json web-platform/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY store-remote/package.json store-remote/
COPY reader-remote/package.json reader-remote/
COPY admin-remote/package.json admin-remote/
COPY exam-remote/package.json exam-remote/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# --- the bundle (apps.json: the list of apps, which the contracts and scripts/lib read)
FROM deps AS build
COPY tsconfig.base.json tsconfig.json apps.json ./
COPY shared-contracts shared-contracts
# The web platform's prerender templates and theme script, which the API's web edge fills and hashes.
COPY web-platform web-platform
COPY api api
COPY scripts/build-api.mjs scripts/
COPY scripts/lib scripts/lib
RUN node scripts/build-api.mjs

# --- production dependencies only (native addons: argon2, sharp, @napi-rs/canvas; pdfjs-dist for the renderer)
FROM node:24-slim AS prod-deps
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY --from=deps /app/shared-contracts/package.json shared-contracts/
COPY --from=deps /app/web-platform/package.json web-platform/
COPY --from=deps /app/shared-ui/package.json shared-ui/
COPY --from=deps /app/api/package.json api/
COPY --from=deps /app/shell/package.json shell/
COPY --from=deps /app/store-remote/package.json store-remote/
COPY --from=deps /app/reader-remote/package.json reader-remote/
COPY --from=deps /app/admin-remote/package.json admin-remote/
COPY --from=deps /app/exam-remote/package.json exam-remote/
COPY --from=deps /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime
FROM node:24-slim
# tesseract with its English and Hindi data: the API reads scanned question papers by OCR in a child process
# (prlimit, which caps its memory, is in util-linux, part of every Debian image).
RUN apt-get update \
    && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng tesseract-ocr-hin \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SERVE_FRONTENDS=false \
    MIGRATE_ON_START=false
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
# The API's own versions where they differ from the hoisted ones (lru-cache 11 beside eslint's 5, …).
COPY --from=prod-deps /app/api/node_modules api/node_modules
COPY --from=build /app/api/dist api/dist
COPY api/drizzle api/drizzle
COPY api/package.json api/
COPY shared-contracts/package.json shared-contracts/
COPY package.json ./
RUN mkdir -m 0700 /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/server.cjs"]
