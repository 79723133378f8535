#!/usr/bin/env bash
# The inner loop (README): types, lint and the tests that import what changed since a commit
# (Vitest's own --changed, which follows the import graph). `npm test` still runs everything
# before a push. `npm run check -- HEAD~1`: what the last commit changed too.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/together.sh
cache=node_modules/.cache/painel-check
mkdir -p "$cache"
started=$SECONDS

together \
  "Types|npm run -s typecheck -- --incremental --tsBuildInfoFile $cache/tsbuildinfo" \
  "ESLint|npx eslint --cache --cache-location $cache/eslint ."

printf '\n==> Tests that import the changed files\n'
npx vitest run --passWithNoTests --changed "${1:-HEAD}"

printf '\nChecked in %ss.\n' "$((SECONDS - started))"
