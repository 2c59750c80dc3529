# syntax=docker/dockerfile:1
# One image per front-end app: nginx serving that app's build with its precompressed
# files, immutable caching for hashed files and releases, no-cache for mf-manifest.json and index.html
# (/remotes.json comes from the API replicas), and the one-port server's security headers
# (deploy/security-headers.conf).
#   docker build -f deploy/frontend.Dockerfile --build-arg APP=shell .
#   docker build -f deploy/frontend.Dockerfile --build-arg APP=store-remote --build-arg NAME=store .
# A remote's image also carries its published releases (releases/<app>/<version>/), served at
# /remotes/<name>/<version>/; a renamed remote's also those of its old folder (FORMER, apps.json `formerly`:
# a release published before the rename may still be live, docs/releases.md "Renaming a remote").
ARG APP=shell
ARG NAME=
ARG FORMER=

FROM node:24-slim AS build
ARG APP
ARG NAME
ARG FORMER
WORKDIR /src
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
COPY . .
RUN npm run build -w "$APP" && mkdir -p "releases/$APP" \
  && if [ "$APP" = shell ]; then mkdir -p out && cp -r shell/dist/. out/; \
     else mkdir -p "out/remotes/$NAME" && cp -r "$APP/dist/." "out/remotes/$NAME/" && cp -r "releases/$APP/." "out/remotes/$NAME/" \
       && if [ -n "$FORMER" ] && [ -d "releases/$FORMER" ]; then cp -rn "releases/$FORMER/." "out/remotes/$NAME/"; fi; fi

FROM nginx:1.27-alpine
ARG APP
RUN mkdir -p /etc/nginx/snippets && rm -f /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf deploy/real-ip.conf /etc/nginx/snippets/
COPY deploy/ /tmp/deploy/
RUN if [ "$APP" = shell ]; then cp /tmp/deploy/nginx-shell.conf /etc/nginx/conf.d/default.conf; \
    else cp /tmp/deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf; fi && rm -rf /tmp/deploy
COPY --from=build /src/out/ /usr/share/nginx/html/
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO /dev/null http://127.0.0.1/ || exit 1
