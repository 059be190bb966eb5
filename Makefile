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

clean:
	rm -rf .build
