#!/bin/sh
# Serves a build of the panel with nginx in the foreground, configured from the environment.
#
#   PAINEL_API_URL=https://api.exemplo.org.br deploy/serve-nginx.sh dist 8080
#   deploy/serve-nginx.sh dist-demo 8081        (the demo build: mock mode, needs no variable)
#
# Live build (dist/): writes /config.js (the addresses the panel calls, read before its first
# call) and renders deploy/nginx.conf.template with connect-src = exactly the API and postal-code
# origins. Variables:
#   PAINEL_API_URL               required: {host} of the management and associates APIs
#   PAINEL_CEP_API_URL           https://brasilapi.com.br/api
#   PAINEL_ASSOCIATE_PORTAL_URL  https://associados.anoreg.org.br/login
#   PAINEL_REQUEST_TIMEOUT_MS    30000
#   PAINEL_IDLE_TIMEOUT_MIN      30 (minutes without use before the session ends; 0 turns it off)
#   PAINEL_REMEMBER_ME_DAYS      30 (days a Lembrar-me record lasts on a browser)
#   PAINEL_SENTRY_DSN            optional: where the panel reports its errors (Sentry, GlitchTip)
#   PAINEL_SENTRY_ENVIRONMENT    producao (with PAINEL_SENTRY_DSN)
#   PAINEL_SENTRY_RELEASE        the build's version (with PAINEL_SENTRY_DSN)
# and, for the server itself:
#   PAINEL_CSP_REPORT_URI  optional: where browsers report Content-Security-Policy violations
#   PAINEL_LISTEN_HOST  127.0.0.1 (the container uses 0.0.0.0)
#   PAINEL_ACCESS_LOG   /dev/stdout
#   PAINEL_RUNTIME_DIR  where the rendered config, /config.js and nginx's own files go
#                       (default: a new folder under $TMPDIR)
#   NGINX_BIN           nginx (or /usr/sbin/nginx)
# POSIX sh: it also runs in the container's small image.
set -eu

fail() {
  printf 'serve-nginx: %s\n' "$*" >&2
  exit 1
}

[ $# -eq 2 ] || fail "uso: PAINEL_API_URL=https://api.exemplo.org.br $0 <pasta-do-build> <porta>"
dist_arg=$1
port=$2
[ -f "$dist_arg/index.html" ] || fail "$dist_arg/index.html não existe: rode npm run build (ou npm run build:demo) antes."
root=$(cd "$dist_arg" && pwd)
case $port in
  '' | *[!0-9]*) fail "porta inválida: \"$port\" (um número de 1 a 65535)." ;;
esac
[ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail "porta inválida: \"$port\" (um número de 1 a 65535)."

# Every setting is one line of plain text. A newline, another control character or a Unicode line
# separator (U+2028, U+2029: line ends for JavaScript) could end a string, a statement or a
# directive where the value is written, so any PAINEL_* variable holding one stops the start,
# before a value is looked at (a check made line by line would let the other lines through).
controls=$(printf '\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\177')
c1_lead=$(printf '\302')
c1_trail=$(printf '\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223\224\225\226\227\230\231\232\233\234\235\236\237')
line_separator=$(printf '\342\200\250')
paragraph_separator=$(printf '\342\200\251')
max_setting_length=2048
for name in $(env | sed -n 's/^\(PAINEL_[A-Za-z0-9_]*\)=.*$/\1/p' | sort -u); do
  eval "value=\${$name-}"
  case $value in
    *[$controls]* | *"$c1_lead"[$c1_trail]* | *"$line_separator"* | *"$paragraph_separator"*)
      fail "$name inválida: contém uma quebra de linha, um caractere de controle ou um separador de linha Unicode (U+2028, U+2029). Cada configuração é uma única linha de texto."
      ;;
  esac
  [ "${#value}" -le "$max_setting_length" ] ||
    fail "$name inválida: tem ${#value} caracteres (no máximo $max_setting_length)."
done

# An address is written into nginx's config and into a script: only plain http(s) URLs are
# accepted, with no character that could end a string or a directive there.
url_pattern='^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$'
read_url() { # name value
  printf '%s' "$2" | grep -Eq "$url_pattern" ||
    fail "$1 inválida: \"$2\". Use um endereço http(s) como https://api.exemplo.org.br (sem espaços, aspas, consulta ou fragmento)."
  printf '%s' "${2%/}"
}
origin_of() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'; }
# A JSON string that stays a string inside a <script> or a .js file: quotes and backslashes
# escaped, and <, >, &, U+2028 and U+2029 as \u escapes (no control character gets this far).
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed \
    -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
    -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g' \
    -e "s/$line_separator/\\\\u2028/g" -e "s/$paragraph_separator/\\\\u2029/g")"
}

if [ -f "$root/mockServiceWorker.js" ]; then
  # The demo build answers its own calls with the mock backend in a service worker.
  mode=demo
  cep_origin=https://brasilapi.com.br
  connect_src="'self' $cep_origin"
  worker_src="'self'"
else
  mode=live
  [ -n "${PAINEL_API_URL:-}" ] ||
    fail "PAINEL_API_URL não definida: é o endereço da API que o painel chama, p. ex. PAINEL_API_URL=https://api.exemplo.org.br. O servidor não inicia sem ela."
  api_url=$(read_url PAINEL_API_URL "$PAINEL_API_URL")
  cep_url=$(read_url PAINEL_CEP_API_URL "${PAINEL_CEP_API_URL:-https://brasilapi.com.br/api}")
  portal_url=$(read_url PAINEL_ASSOCIATE_PORTAL_URL "${PAINEL_ASSOCIATE_PORTAL_URL:-https://associados.anoreg.org.br/login}")
  timeout_ms=${PAINEL_REQUEST_TIMEOUT_MS:-30000}
  case $timeout_ms in
    '' | 0* | *[!0-9]*) fail "PAINEL_REQUEST_TIMEOUT_MS inválida: \"$timeout_ms\" (milissegundos, um inteiro positivo)." ;;
  esac
  idle_min=${PAINEL_IDLE_TIMEOUT_MIN:-30}
  case $idle_min in
    '' | *[!0-9]* | 0?*) fail "PAINEL_IDLE_TIMEOUT_MIN inválida: \"$idle_min\" (minutos, um inteiro; 0 desliga)." ;;
  esac
  remember_days=${PAINEL_REMEMBER_ME_DAYS:-30}
  case $remember_days in
    '' | 0* | *[!0-9]*) fail "PAINEL_REMEMBER_ME_DAYS inválida: \"$remember_days\" (dias, um inteiro positivo)." ;;
  esac
  api_origin=$(origin_of "$api_url")
  cep_origin=$(origin_of "$cep_url")
  # 'self': after a failed download the page asks its own server whether its version is gone
  # (index.html and its entry file: src/lib/http/page-version.ts).
  connect_src="'self' $api_origin"
  [ "$cep_origin" = "$api_origin" ] || connect_src="'self' $api_origin $cep_origin"
  # Error reports (docs/decisions/0012-error-reporting.md): off unless a DSN is given, then sent
  # to the DSN's origin only. A DSN is https://<public key>@<host>[:port][/path]/<project id>.
  sentry_settings=''
  if [ -n "${PAINEL_SENTRY_DSN:-}" ]; then
    printf '%s' "$PAINEL_SENTRY_DSN" |
      grep -Eq '^https?://[A-Za-z0-9]+@[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~-]+)*/[0-9]+$' ||
      fail "PAINEL_SENTRY_DSN inválida: \"$PAINEL_SENTRY_DSN\". Use o DSN do projeto, como https://chave@sentry.exemplo.org.br/2."
    sentry_environment=${PAINEL_SENTRY_ENVIRONMENT:-producao}
    printf '%s' "$sentry_environment" | grep -Eq '^[A-Za-z0-9._-]{1,64}$' ||
      fail "PAINEL_SENTRY_ENVIRONMENT inválida: \"$sentry_environment\" (até 64 letras, números, . _ -; p. ex. producao ou homologacao)."
    # Sentry's rule for a release: no slash or backslash, at most 200 characters.
    sentry_release=${PAINEL_SENTRY_RELEASE:-}
    case $sentry_release in
      */* | *\\*) fail "PAINEL_SENTRY_RELEASE inválida: \"$sentry_release\" (sem / nem \\, até 200 caracteres)." ;;
    esac
    [ "${#sentry_release}" -le 200 ] || fail "PAINEL_SENTRY_RELEASE inválida: tem ${#sentry_release} caracteres (no máximo 200)."
    sentry_origin=$(printf '%s' "$PAINEL_SENTRY_DSN" | sed -E 's#^(https?://)[^@]*@([^/]+).*$#\1\2#')
    case " $connect_src " in
      *" $sentry_origin "*) ;;
      *) connect_src="$connect_src $sentry_origin" ;;
    esac
    sentry_settings=",\"sentryDsn\":$(json_string "$PAINEL_SENTRY_DSN"),\"sentryEnvironment\":$(json_string "$sentry_environment")"
    [ -z "$sentry_release" ] || sentry_settings="$sentry_settings,\"sentryRelease\":$(json_string "$sentry_release")"
  fi
  worker_src="'none'"
fi

report_uri=''
if [ -n "${PAINEL_CSP_REPORT_URI:-}" ]; then
  report_uri="; report-uri $(read_url PAINEL_CSP_REPORT_URI "$PAINEL_CSP_REPORT_URI")"
fi

listen_host=${PAINEL_LISTEN_HOST:-127.0.0.1}
printf '%s' "$listen_host" | grep -Eq '^[0-9.]+$|^\[[0-9a-fA-F:]+\]$' || fail "PAINEL_LISTEN_HOST inválida: \"$listen_host\" (um IP, p. ex. 127.0.0.1 ou 0.0.0.0)."
access_log=${PAINEL_ACCESS_LOG:-/dev/stdout}
case $access_log in
  *[!A-Za-z0-9._/-]*) fail "PAINEL_ACCESS_LOG inválida: \"$access_log\"." ;;
esac

if [ -n "${PAINEL_RUNTIME_DIR:-}" ]; then
  runtime=$PAINEL_RUNTIME_DIR
  mkdir -p "$runtime"
else
  runtime=$(mktemp -d "${TMPDIR:-/tmp}/painel-nginx.XXXXXX")
fi
runtime=$(cd "$runtime" && pwd)
case "$root$runtime" in
  *[!A-Za-z0-9._/+-]*) fail "as pastas do build e de execução devem ter só letras, números e . _ / + - no caminho: $root, $runtime." ;;
esac
# nginx's workers read these; as root they run as the build's owner (only for local use: the
# container runs nginx as a non-root user, and then this line is not written).
chmod 755 "$runtime"
user_line=''
if [ "$(id -u)" -eq 0 ]; then user_line="user $(stat -c %U "$root") $(stat -c %G "$root");"; fi

if [ "$mode" = live ]; then
  # Read by index.html before the panel's code (docs/decisions/0009-configured-at-start.md).
  settings="\"apiUrl\":$(json_string "$api_url"),\"cepApiUrl\":$(json_string "$cep_url")"
  settings="$settings,\"associatePortalUrl\":$(json_string "$portal_url"),\"requestTimeoutMs\":$timeout_ms"
  settings="$settings,\"idleTimeoutMin\":$idle_min,\"rememberMeDays\":$remember_days$sentry_settings"
  printf 'window.__PAINEL_CONFIG__ = Object.freeze({%s});\n' "$settings" >"$runtime/config.js"
  chmod 644 "$runtime/config.js"
fi

template=$(dirname "$0")/nginx.conf.template
[ -f "$template" ] || template=/etc/painel/nginx.conf.template
sed \
  -e "s#@RUNTIME_DIR@#$runtime#g" \
  -e "s#@ROOT@#$root#g" \
  -e "s#@LISTEN@#$listen_host:$port#g" \
  -e "s#@ACCESS_LOG@#$access_log#g" \
  -e "s#@CONNECT_SRC@#$connect_src#g" \
  -e "s#@WORKER_SRC@#$worker_src#g" \
  -e "s#@USER_LINE@#$user_line#g" \
  -e "s#@REPORT_URI@#$report_uri#g" \
  "$template" >"$runtime/nginx.conf"

nginx_bin=${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$nginx_bin" ] || fail "nginx não encontrado: instale-o (Debian: apt-get install nginx) ou defina NGINX_BIN."

if [ "$mode" = live ]; then
  printf 'serve-nginx: painel em http://%s:%s (API %s, CEP %s)\n' "$listen_host" "$port" "$api_origin" "$cep_origin" >&2
else
  printf 'serve-nginx: demonstração (modo mock) em http://%s:%s\n' "$listen_host" "$port" >&2
fi
exec "$nginx_bin" -p "$runtime/" -c "$runtime/nginx.conf" -e stderr
