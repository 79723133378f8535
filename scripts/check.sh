#!/usr/bin/env bash
# The inner loop (README): types, lint and the tests that ran what changed since the last commit
# (scripts/related-tests.mjs, from what each test file ran last time). `npm test` still runs
# everything before a push. `npm run check -- HEAD~1`: what the last commit changed too.
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
mapfile -t related < <(node scripts/related-tests.mjs "$@")
case "${related[0]:-}" in
  --all) echo "A change to the set-up or the dependencies: every test." && npx vitest run ;;
  --changed)
    echo "No test run recorded yet (the first run records one): Vitest's --changed selection."
    npx vitest run --passWithNoTests --changed "${1:-HEAD}" ;;
  '') echo "No test ran the changed files." ;;
  *) printf '%s\n' "${related[@]}" && npx vitest run "${related[@]}" ;;
esac

printf '\nChecked in %ss.\n' "$((SECONDS - started))"
