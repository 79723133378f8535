# The panel's live build, served by nginx as a non-root user. One image for every environment:
# the addresses are given at start (docker run -e PAINEL_API_URL=…), never at build time.
#   docker build -t painel .
#   docker run -p 8080:8080 -e PAINEL_API_URL=https://api.exemplo.org.br painel
# README, section "Produção". No container runtime runs on the project's machines: what this
# image runs (deploy/serve-nginx.sh and deploy/nginx.conf.template) is what tests/e2e/nginx.e2e.ts
# and tests/hardening/security/deploy-config.test.ts run.

# Stage 1: the build. No VITE_* variable here: the bundle holds no environment's address.
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: nginx only (no Node, no sources). Its default config and entrypoint are not used:
# serve-nginx.sh renders its own config and /config.js from the PAINEL_* variables at start, into
# PAINEL_RUNTIME_DIR, the only place it writes (so the root filesystem may be read-only).
FROM nginx:1.27-alpine
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
