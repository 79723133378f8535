#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: the browser tests serve the builds with
# deploy/serve-nginx.sh, as the container does. Set NGINX_BIN to use another binary. Also openssl,
# with which the benches' TLS front (tests/bench/tls-front.ts, tested in the browser tests) makes
# its run's certificate.
set -euo pipefail
nginx_bin="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
missing=()
[ -x "$nginx_bin" ] || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Não encontrado: ${missing[*]}. Instalando do Debian..."
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  # Only the binaries are used: deploy/serve-nginx.sh runs nginx with its own config and folders.
  $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
  nginx_bin="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
fi
echo "nginx: $("$nginx_bin" -v 2>&1)"
echo "openssl: $(openssl version)"
