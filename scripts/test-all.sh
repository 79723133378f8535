#!/usr/bin/env bash
# Everything CI checks (README: `npm ci && npm test`). Stops at the first failing step; the quick
# checks come first. Checks that do not depend on each other run two at a time (CI has two cores):
# docs/decisions/0018-test-speed.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/together.sh

started=$SECONDS
step() { printf '\n==> %s (at %ss)\n' "$*" "$((SECONDS - started))"; }

step "Chromium, Firefox, nginx and openssl for the browser tests"
node scripts/ensure-tools.ts

# The drift check regenerates src/generated, which the type check reads: it goes first.
together \
  "Contract lint (Redocly)|npm run -s lint:contract" \
  "Generated code matches openapi/|npm run -s check:generated"

together \
  "Types|npm run -s typecheck" \
  "ESLint|npm run -s lint" \
  "Formatting (Prettier)|npm run -s format:check"

# The unit suite leaves a quarter of the cores idle while its tests wait (timers, debounces): the date
# tests, about 10 s of one core, fit in it (on a busy machine 150 and 214 s together, 195 and 257 s
# one after the other).
together \
  "Unit and integration tests|npm run -s test:unit" \
  "Tests about dates, at the days that break naive date code (São Paulo and UTC)|npm run -s test:dates"

together \
  "Live build (configured at start, no address in it) and its size budget|npm run -s size" \
  "Demo build|npm run -s build:demo"

step "Browser tests (Chromium), on the two builds above"
DEMO_DIR=dist-demo LIVE_DIR=dist npm run -s test:e2e

printf '\nAll checks passed in %ss.\n' "$((SECONDS - started))"
