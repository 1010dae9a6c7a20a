#!/usr/bin/env bash
# The server tests start Debian's redis-server on loopback (two processes sharing Redis).
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's redis-server for the server tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  # Tests start their own instance; the packaged service is not needed.
  (systemctl disable --now redis-server >/dev/null 2>&1 || service redis-server stop >/dev/null 2>&1 || true)
  exit 0
fi
echo "Server tests need Debian's redis-server: run 'sudo apt-get install -y redis-server' and try again." >&2
exit 1
