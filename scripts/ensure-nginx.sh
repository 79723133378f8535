#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: the browser tests serve the builds with
# deploy/serve-nginx.sh, as the container does. Set NGINX_BIN to use another binary.
set -euo pipefail
nginx_bin="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -x "$nginx_bin" ]; then
  echo "nginx: $("$nginx_bin" -v 2>&1)"
  exit 0
fi
echo "nginx não encontrado: instalando o pacote nginx do Debian..."
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
# Only the binary is used: deploy/serve-nginx.sh runs it with its own config and folders.
$sudo_cmd apt-get install -y -qq nginx >/dev/null
echo "nginx: $(/usr/sbin/nginx -v 2>&1)"
