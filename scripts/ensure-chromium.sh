#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (test tools' own browser
# downloads fail on these machines). Set CHROMIUM_PATH to use another binary.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  echo "Chromium: $("$chromium_path" --version 2>/dev/null || echo "$chromium_path")"
  exit 0
fi
echo "Chromium não encontrado em $chromium_path: instalando o pacote chromium do Debian..."
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
echo "Chromium: $("$chromium_path" --version)"
