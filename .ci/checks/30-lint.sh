#!/usr/bin/env bash
# Formatting and documentation-comment rules (.swift-format), strict.
set -euo pipefail
swift-format lint --strict --parallel -r Sources Tests Examples Benchmarks/Sources Package.swift \
  Benchmarks/Package.swift
