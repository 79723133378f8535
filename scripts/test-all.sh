#!/usr/bin/env bash
# Everything CI checks, in order (README: `npm ci && npm test`). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
started=$SECONDS

step "Chromium and nginx for the browser tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "Contract lint (Redocly)"
npm run -s lint:contract

step "Generated code matches openapi/"
npm run -s check:generated

step "Types"
npm run -s typecheck

step "ESLint"
npm run -s lint

step "Formatting (Prettier)"
npm run -s format:check

step "Unit and integration tests"
npm run -s test:unit

step "Live build (configured at start, no address in it): size budget and no mock code"
npm run -s bench:size

step "Demo build"
npm run -s build:demo

step "Browser tests (Chromium)"
npm run -s test:e2e

printf '\nAll checks passed in %ss.\n' "$((SECONDS - started))"
