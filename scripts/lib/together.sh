# Runs commands at the same time (two cores do two checks at once), each given as "label|command".
# Prints each one's output under its label, in the order given, with the seconds until it was seen
# to end (in that order), and fails if any of them failed.
# `together "Types|npm run -s typecheck" "ESLint|npm run -s lint"`
together() {
  local dir pids=() labels=() failed=0 i started=$SECONDS
  dir=$(mktemp -d)
  for i in $(seq 0 $(($# - 1))); do
    local spec=${*:$((i + 1)):1}
    labels+=("${spec%%|*}")
    bash -c "${spec#*|}" >"$dir/$i" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      printf '\n==> %s (%ss)\n' "${labels[$i]}" "$((SECONDS - started))"
    else
      printf '\n==> %s: FAILED (%ss)\n' "${labels[$i]}" "$((SECONDS - started))"
      failed=1
    fi
    cat "$dir/$i"
  done
  rm -rf "$dir"
  return "$failed"
}
