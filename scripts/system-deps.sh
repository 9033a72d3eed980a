#!/usr/bin/env bash
# Installs the system packages the test suite needs (Debian): PostgreSQL, Chromium, Node (the builder's unit tests), npm (for axe-core),
# Pango (WeasyPrint's PDFs) and stress (`make test-busy`: the suite beside a CPU-bound process).
# Needs root (apt-get); where the packages are already there it does nothing.
set -euo pipefail

need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v node >/dev/null 2>&1 || need+=(nodejs)
command -v npm >/dev/null 2>&1 || need+=(npm)
# Pango lays out the PDFs WeasyPrint makes (the ruling slip, the casebook).
ldconfig -p | grep -q 'libpangoft2-1.0.so.0' || need+=(libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core)
command -v stress >/dev/null 2>&1 || need+=(stress)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "These Debian packages are needed: ${need[*]}." >&2
  echo "Installing them takes root: run 'sudo apt-get install ${need[*]}' (or run make test as root)." >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
