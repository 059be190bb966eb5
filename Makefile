# tapplay — a terminal tap playground.
#
#   make run        set up, build and open the playground on the built-in scene
#   make test       set up, build and run every test (the HTML report's in headless Chromium too)
#   make install    install the binary, the man page and shell completions
#                   (PREFIX=/usr/local, DESTDIR honoured); make uninstall undoes it
#   make bench      release build, then the speed and memory figures
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
# The build the install takes its binary from (the tests install a debug build).
CONFIG ?= release

BIN_DEBUG = .build/debug/tapplay
# The browser test's Python (Playwright, axe-core), made by scripts/setup test.
VENV = .build/venv
BIN = .build/$(CONFIG)/tapplay
MAN_DIR = .build/man
ROOT = $(DESTDIR)$(PREFIX)

.PHONY: setup setup-test build release run test bench man install uninstall clean

setup:
	@sh scripts/setup run

setup-test:
	@sh scripts/setup test

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

run: build
	$(BIN_DEBUG) run

test: setup-test
	$(SWIFT) build
	$(VENV)/bin/python Tests/browser/report_test.py
	$(SWIFT) test
	MAKE="$(MAKE)" SWIFT="$(SWIFT)" sh Tests/install.sh

# Release build; hits and hit maps on generated scenes of 10 to 10,000 views
# under every policy; the playground's start-up time and peak memory.
bench: setup
	SWIFT="$(SWIFT)" sh scripts/bench.sh

# The man page: swift-argument-parser's generate-manual plugin writes it from
# the command definitions (so it always agrees with --help); the examples and
# the scene format come from `tapplay manual-sections`, the same text --help shows.
man: setup
	SWIFT="$(SWIFT)" CONFIG="$(CONFIG)" sh scripts/manual "$(MAN_DIR)"

install: man
	SWIFT="$(SWIFT)" sh scripts/install install "$(BIN)" "$(MAN_DIR)/tapplay.1" "$(ROOT)"

uninstall:
	sh scripts/install uninstall "$(ROOT)"

clean:
	rm -rf .build
