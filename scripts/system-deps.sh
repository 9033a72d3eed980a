#!/usr/bin/env bash
# Installs the system packages the test suite needs (Debian): PostgreSQL, Chromium, and npm (for axe-core).
# With "compiler" (make compiled only): a C compiler and the headers of the Python that runs the engine.
# Needs root (apt-get); where the packages are already there it does nothing.
set -euo pipefail

need=()
if [ "${1:-}" = "compiler" ]; then
  command -v gcc >/dev/null 2>&1 || need+=(gcc)
  include=$("${PYTHON:-python3}" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
  [ -f "$include/Python.h" ] || need+=(python3-dev)
else
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  command -v node >/dev/null 2>&1 || need+=(nodejs)
  command -v npm >/dev/null 2>&1 || need+=(npm)
fi

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
