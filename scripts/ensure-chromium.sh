#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests and the benches (test tools' own
# browser downloads fail on these machines): the browser itself, and its headless shell, which the
# journeys run on (docs/decisions/0042-journeys-on-the-headless-shell.md). CHROMIUM_PATH and
# CHROMIUM_HEADLESS_SHELL_PATH name other binaries.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$shell_path" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Instalando do Debian: ${missing[*]}..."
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "Chromium: $("$chromium_path" --version 2>/dev/null || echo "$chromium_path")"
echo "Headless shell: $("$shell_path" --version 2>/dev/null || echo "$shell_path")"
