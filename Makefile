# The two commands: `make run` serves the site, `make test` runs everything CI runs.
SHELL := /bin/bash
PY := .venv/bin/python
STAMP := .venv/.requirements-installed
NPM_STAMP := node_modules/.package-lock.json
SHARED := ../shared

.PHONY: run serve setup offline data bytecode pictures test test-js test-sqlite test-postgres test-suites test-busy check-cases api-check lint typecheck bench load fuzz system-deps clean

# The site's own dependencies (requirements.txt) and the tools its tests run with (requirements-dev.txt).
$(STAMP): requirements.txt requirements-dev.txt
	python3 -m venv .venv
	# uv installs the pinned packages (from its cache, several at once: some four seconds where pip took twenty of
	# one core, before any test could start). It installs them without byte-code; they are byte-compiled after
	# the install on every core at once: every Python process the suite starts (gunicorn's workers, manage.py, the
	# writers) would otherwise compile Django and the rest from source, a second and a half of CPU each where
	# PYTHONDONTWRITEBYTECODE is set.
	.venv/bin/pip install -q uv==0.13.9
	.venv/bin/uv pip install -q --python .venv/bin/python -r requirements-dev.txt
	.venv/bin/python -m compileall -q -j 0 .venv/lib >/dev/null
	touch $(STAMP)

# The project's own modules byte-compiled, for the same reason (only what changed since is compiled again).
bytecode: $(STAMP)
	$(PY) -m compileall -q -j 0 -x '/(\.venv|node_modules|var|\.git)/' . >/dev/null

# Pyodide (served to phones for the engine offline) and axe-core for the browser tests, exactly as locked in package-lock.json.
$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error

## setup: the virtualenv, the npm test tooling, the engine's offline files, the database (SQLite under var/ by
## default) with the corpus and its search index; idempotent
setup: $(STAMP) $(NPM_STAMP) offline data

# The engine and the standard library it needs compiled for the phone by Pyodide's own Python under Node (only
# when the engine or Pyodide changed), with Pyodide's files, under var/offline-static/; read by collectstatic.
offline: $(STAMP) $(NPM_STAMP)
	$(PY) manage.py build_offline -v0

# The database under var/, migrated, with the corpus and its search index.
data: $(STAMP)
	@mkdir -p var
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py load_corpus
	$(PY) manage.py rebuild_index

## run: set up, then serve on http://127.0.0.1:8000/
run: setup
	$(PY) manage.py runserver 127.0.0.1:8000

## serve: the production settings locally: static files collected, migrations, gunicorn on 127.0.0.1:8000
serve: setup
	bash scripts/serve.sh

## pictures: the README's pictures taken again (a ruling on a phone, a law page) from the site under var/
pictures: setup
	$(PY) scripts/pictures.py

## system-deps: Debian packages the tests need (PostgreSQL, Chromium)
system-deps:
	@bash scripts/system-deps.sh

## lint: ruff on the whole project
lint: $(STAMP)
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .

## typecheck: mypy --strict on the rules engine (engine/)
# mypy keeps its cache with the user's other caches, as pip keeps its downloads, so a new checkout checks again
# only what differs (the standard library's stubs alone are most of a cold run's eight seconds).
MYPY_CACHE_DIR ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/laws-of-whist/mypy
typecheck: $(STAMP)
	MYPY_CACHE_DIR="$(MYPY_CACHE_DIR)" .venv/bin/mypy

test-sqlite: $(STAMP)
	@echo "== test suite on SQLite"
	DATABASE_URL=sqlite:///$(CURDIR)/var/test.sqlite3 $(PY) -m pytest

test-postgres: $(STAMP)
	@echo "== test suite on PostgreSQL"
	bash scripts/with-postgres.sh $(PY) -m pytest

## test-suites: the suite on SQLite, its browser tests, the engine's tests and the suite on PostgreSQL, side by side (scripts/test-suites.sh)
test-suites: $(STAMP)
	bash scripts/test-suites.sh

# The codes come from the engine itself, read when the recipe runs (the venv exists by then).
check-cases: $(STAMP)
	@codes=$$($(PY) -c 'from engine import SUPPORTED_CODES; print(",".join(SUPPORTED_CODES))') && \
	echo "== shared example cases ($$codes)" && \
	$(PY) $(SHARED)/check_cases.py --cmd "$(PY) manage.py rule" --codes "$$codes" $(SHARED)/cases

## api-check: schemathesis over the API's reads and POST /api/v1/rulings/, gunicorn with the production settings
api-check: setup
	bash scripts/api-check.sh

## test-js: the builder's pure modules (the case document, pack, offers, PBN, quick entry) under Debian's Node
test-js:
	node --test tests/js/

## test: system packages and set-up, then side by side: the suite on SQLite, its browser tests, the engine's tests, the suite on
## PostgreSQL, and lint, types, the builder's modules, the shared cases and the API check (scripts/test-suites.sh)
# The runs need the tools and the offline files; the checks' database under var/ is made beside them
# (scripts/test-suites.sh).
# The byte-code is made while npm installs and the offline files are packed (from the Pyodide npm installs): each
# is a few seconds of one core before the runs can start.
test: system-deps $(STAMP)
	@$(MAKE) --no-print-directory -j 3 $(NPM_STAMP) offline bytecode
	CHECKS=1 bash scripts/test-suites.sh

## test-busy: make test with a CPU-bound process beside it on every core (Debian's stress, stopped when the tests
## end and after BUSY_SECONDS whatever happens): the suite waits for states, never for time, so it passes there too
BUSY_SECONDS ?= 2400
test-busy: system-deps
	stress --cpu $$(nproc) --timeout $(BUSY_SECONDS) >/dev/null 2>&1 & busy=$$!; \
	$(MAKE) --no-print-directory test; status=$$?; \
	pkill -P $$busy stress; kill $$busy 2>/dev/null; wait $$busy 2>/dev/null; exit $$status

## bench: the benchmarks, written to var/bench.json (PARTS="engine openspiel" runs those modules alone)
PARTS ?=
bench: setup
	.venv/bin/pip install -q -r requirements-bench.txt
	$(PY) -m benchmarks $(PARTS)

## load: a bounded load test (not part of make test): gunicorn with the production settings on a throwaway
## PostgreSQL, CLIENTS concurrent clients for SECONDS; figures to var/load.json (benchmarks/load.py).
## LOAD_ENV="NAME=VALUE ..." adds settings to the node's environment; by default the anonymous API's ration is
## raised, since every client comes from one address (docs/api.md).
CLIENTS ?= 50
SECONDS ?= 60
LOAD_ENV ?= API_THROTTLE_ANON_RULINGS=100000/second API_THROTTLE_ANON_SEARCH=100000/second
load: $(STAMP)
	bash scripts/with-postgres.sh $(PY) -m benchmarks.load --clients $(CLIENTS) --seconds $(SECONDS) \
		$(foreach setting,$(LOAD_ENV),--env $(setting))

## fuzz: every property of the suite under the deep Hypothesis profile (2,000 examples each, where make test
## runs about 100; a dearer property its share of either), then at least 50,000 adversarial cases at the engine
## (FUZZ=n for more); prints the slowest
FUZZ ?= 50000
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz DATABASE_URL=sqlite:///$(CURDIR)/var/test.sqlite3 $(PY) -m pytest -m hypothesis tests --ignore=tests/e2e
	$(PY) scripts/fuzz.py $(FUZZ)

clean:
	rm -rf var .venv node_modules
