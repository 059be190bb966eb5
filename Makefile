# tapplay — a terminal tap playground.
SWIFT ?= swift
BIN_DEBUG = .build/debug/tapplay
BIN_RELEASE = .build/release/tapplay

.PHONY: build release run test bench clean

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

run: build
	$(BIN_DEBUG) run

test:
	$(SWIFT) build
	$(SWIFT) test

# Release build; hits and hit maps on generated scenes of 10 to 10,000 views
# under every policy; the playground's start-up time and peak memory.
bench:
	SWIFT="$(SWIFT)" sh scripts/bench.sh

clean:
	rm -rf .build
