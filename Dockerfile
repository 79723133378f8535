# The panel's live build, served by nginx as a non-root user. One image for every environment:
# the addresses are given at start (docker run -e PAINEL_API_URL=…), never at build time.
#   docker build -t painel .
#   docker run -p 8080:8080 -e PAINEL_API_URL=https://api.exemplo.org.br painel
# README, section "Produção". No container runtime runs on the project's machines: what this
# image runs (deploy/serve-nginx.sh and deploy/nginx.conf.template) is what tests/e2e/nginx.e2e.ts
# and tests/hardening/security/deploy-config.test.ts run.

# Base images are pinned by digest (a tag can be moved to other bytes; a digest cannot). To move
# to a newer patch release: `docker buildx imagetools inspect <image>:<tag>`, then replace the
# digest here and build; the tests in CI exercise what this image runs (see the top of this file).
#
# Stage 1: the build, on the Node line every npm script runs on (Node 26 LTS: package.json's engines
# and the node-* packages it installs, .nvmrc, the README; docs/decisions/0036-node-from-the-project.md).
# No VITE_* variable here: the bundle holds no environment's address.
FROM node:26.10.0-trixie-slim@sha256:ec7758ee051e457b468b32bde57b0879010b325bb9862718e9615225ce4aaae1 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: nginx only (no Node, no sources). Its default config and entrypoint are not used:
# serve-nginx.sh renders its own config and /config.js from the PAINEL_* variables at start, into
# PAINEL_RUNTIME_DIR, the only place it writes (so the root filesystem may be read-only).
# nginx's stable line (1.30); 1.28 is the legacy line since 1.30 came out.
FROM nginx:1.30-alpine@sha256:97d490c12ba55b4946b01546d1c3ed324e8d41ab1c9fcb2a616aa470620e5b46
COPY --from=build /app/dist /usr/share/painel/dist
COPY deploy/nginx.conf.template /etc/painel/nginx.conf.template
COPY deploy/serve-nginx.sh /usr/local/bin/serve-nginx.sh
ENV PAINEL_LISTEN_HOST=0.0.0.0 \
    PAINEL_RUNTIME_DIR=/tmp/painel
# The image's own unprivileged user (uid 101): nginx never runs as root, so it listens above 1024.
USER nginx
EXPOSE 8080
# /healthz is answered by nginx from memory (no disk), 200 "ok".
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
# nginx runs in the foreground as PID 1 (exec); SIGQUIT (the base image's STOPSIGNAL) stops it
# gracefully. Without PAINEL_API_URL it exits at once with a message saying so.
ENTRYPOINT ["/usr/local/bin/serve-nginx.sh"]
CMD ["/usr/share/painel/dist", "8080"]
