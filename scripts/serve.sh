#!/usr/bin/env bash
# `make serve`: the production settings on http://127.0.0.1:8000 (no HTTPS here, so LAWS_PLAIN_HTTP=1
# turns off the SSL redirect, HSTS and secure cookies that a deployment behind a proxy keeps).
# It collects the static files (hashed and compressed), migrates, and runs gunicorn.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
mkdir -p var
if [ -z "${DJANGO_SECRET_KEY:-}" ]; then
  # A key of this checkout's own, made once and kept under var/ (never in the repository).
  if [ ! -s var/secret-key ]; then
    (umask 077 && "$PY" -c 'import secrets; print(secrets.token_urlsafe(50))' > var/secret-key)
  fi
  DJANGO_SECRET_KEY="$(cat var/secret-key)"
fi
export DJANGO_SECRET_KEY
export DJANGO_SETTINGS_MODULE=config.settings.prod
export DJANGO_ALLOWED_HOSTS="${DJANGO_ALLOWED_HOSTS:-127.0.0.1,localhost}"
export LAWS_PLAIN_HTTP="${LAWS_PLAIN_HTTP:-1}"
export GUNICORN_BIND="${GUNICORN_BIND:-127.0.0.1:8000}"
"$PY" manage.py build_offline -v0
"$PY" manage.py collectstatic --noinput -v0
"$PY" manage.py migrate --noinput -v0
echo "Serving the production settings on http://${GUNICORN_BIND}/ (Ctrl-C stops it)"
exec .venv/bin/gunicorn -c config/gunicorn.conf.py
