# gm — the two set-up commands are `make demo` and `make test`; everything else builds on them.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_OUT := build/demo

.PHONY: demo test goldens bench lint fuzz preview clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# an editable install compiles no bytecode: without it, where PYTHONDONTWRITEBYTECODE is set,
	# every run of gm compiles its source again (gm roll 1d20: 1.5x the start-up instead of 1.2x)
	$(BIN)/python -m compileall -q src
	$(BIN)/python -m gm.text.compile_catalogs
	touch $(STAMP)

# bytecode and parsed catalogs written again after a pull changed them (fast when nothing did): see $(STAMP)
demo: $(STAMP)
	$(BIN)/python -m compileall -q src
	$(BIN)/python -m gm.text.compile_catalogs
	rm -rf $(DEMO_OUT)
	mkdir -p $(DEMO_OUT)
	cp -r sample_games/nuevo-amanecer/turn-01 $(DEMO_OUT)/turn-01
	$(BIN)/gm validate $(DEMO_OUT)/turn-01
	$(BIN)/gm resolve $(DEMO_OUT)/turn-01
	@echo
	@echo "The forum report is at: $(DEMO_OUT)/turn-02/report.md"
	@echo "Private reports:        $(DEMO_OUT)/turn-02/reports/"

test: $(STAMP)
	$(BIN)/python -m compileall -q src
	$(BIN)/python -m gm.text.compile_catalogs
	$(BIN)/python -m pytest

# gm chronicle of a sample after four turns (GAME=sector...), screenshot of its index.html with
# headless Chromium if /usr/bin/chromium exists: for a person to look at (not part of `make test`)
chronicle-preview: $(STAMP)
	$(BIN)/python -m tests.chronicle.preview $(or $(GAME),nuevo-amanecer) build/chronicle-preview

# rewrite the golden copies the tests compare with (all, or ONLY="sector toy"); then READ the diff
goldens: $(STAMP)
	$(BIN)/python -m tests.golden $(ONLY)

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python -m pip install --quiet --no-deps d20==1.1.2
	$(BIN)/python bench/run.py

# ruff comes with the test extra (pyproject.toml): a clean checkout has it after $(STAMP)
lint: $(STAMP)
	$(BIN)/ruff check src tests

# a sample turn of each ruleset as phpBB, Umbría and Discord show it (build/preview/<ruleset>/*.html,
# and a screenshot of each where Debian's chromium is installed): for a person to look at, not a test
preview: $(STAMP)
	$(BIN)/python tools/preview.py build/preview

fuzz: $(STAMP)
	GM_FUZZ=long $(BIN)/python -m pytest -m slow -p no:cacheprovider

clean:
	rm -rf $(VENV) build .pytest_cache .hypothesis
