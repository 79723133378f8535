#!/usr/bin/env bash
# The inner loop (README): types, lint and the tests that import what changed since the last commit
# (Vitest's --changed). `npm test` still runs everything before a push.
# Arguments replace --changed: `npm run check -- --changed HEAD~1` (what the last commit changed too).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/together.sh
cache=node_modules/.cache/painel-check
mkdir -p "$cache"
started=$SECONDS

together \
  "Types|npx tsc --noEmit -p tsconfig.json --incremental --tsBuildInfoFile $cache/tsbuildinfo" \
  "ESLint|npx eslint --cache --cache-location $cache/eslint ."

printf '\n==> Tests related to the changed files\n'
if [ $# -eq 0 ]; then set -- --changed; fi
npx vitest run --passWithNoTests "$@"

printf '\nChecked in %ss.\n' "$((SECONDS - started))"
