#!/usr/bin/env bash
# `make api-check` (part of `make test`): schemathesis against the production settings under gunicorn.
# Every read operation of the API's own schema, and POST /api/v1/rulings/ (which writes nothing), get
# generated requests; any server error, undocumented status, or answer that breaks the schema fails.
# The server listens on 127.0.0.1 only, serves the database `make setup` loaded, and is stopped on exit
# (and by `timeout` whatever happens). Examples are bounded: about a minute on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
EXAMPLES="${API_CHECK_EXAMPLES:-10}"
PORT="$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
LOG=var/api-check-gunicorn.log
mkdir -p var

# The throttles are raised for the run: schemathesis is a script, not a person (docs/api.md).
GUNICORN_BIND="127.0.0.1:$PORT" WEB_CONCURRENCY=2 LOG_LEVEL=WARNING \
  API_THROTTLE_ANON_RULINGS=100000/second API_THROTTLE_ANON_SEARCH=100000/second \
  timeout 1800 bash scripts/serve.sh >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT

# The server is up when its port answers: before that it collects the static files and migrates, which on a
# busy machine or a fresh clone can take minutes. It is waited for as long as it lives (`timeout` above bounds it).
until "$PY" -c "import socket; socket.create_connection(('127.0.0.1', $PORT), timeout=1).close()" 2>/dev/null; do
  if ! kill -0 "$SERVER" 2>/dev/null; then
    echo "gunicorn did not start:"; cat "$LOG"; exit 1
  fi
  sleep 0.5
done

# The schema is fetched here, waiting as long as the server takes to make it (seconds of a core, more on a busy
# machine), rather than by schemathesis, whose own fetch gives up after ten seconds.
SCHEMA=var/api-check-schema.json
"$PY" - "http://127.0.0.1:$PORT/api/v1/schema/?format=json" "$SCHEMA" <<'FETCH'
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=600) as answer:
    open(sys.argv[2], "wb").write(answer.read())
FETCH
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance
# One worker: schemathesis's workers are threads, and Hypothesis, describing a strategy, parses source with `ast`
# in each; CPython 3.11's AST constructor keeps its recursion depth in state the threads share, and two parses at
# once fail now and then with "SystemError: AST constructor recursion depth mismatch" (CPython gh-106905), a
# failure of the tool, not of the API. The run is off the suite's longest path, so the second worker bought nothing.
run() {
  .venv/bin/st run "$SCHEMA" --url "http://127.0.0.1:$PORT" --checks "$CHECKS" --seed 1864 --request-timeout 30 \
    --workers 1 --no-color "$@"
}
echo "== schemathesis: every read operation"
run --include-method GET --max-examples "$EXAMPLES"
# The case schema is large: its coverage phase alone makes over a thousand cases, so the rulings get the
# schema's examples and a bounded number of generated cases, valid and not.
echo "== schemathesis: POST /api/v1/rulings/"
run --include-operation-id rulings_create --phases examples,fuzzing --max-examples $((EXAMPLES * 6))
if grep -q "Traceback" "$LOG"; then
  echo "The server logged a traceback:"; cat "$LOG"; exit 1
fi
