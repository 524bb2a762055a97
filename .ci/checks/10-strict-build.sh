#!/usr/bin/env bash
# Everything builds with warnings as errors: the package with its tests and examples, then the
# benchmark package beside it (Benchmarks/, which depends on this one by path).
# No wall-clock limit: the type-checker's slow-body and slow-expression warnings measure the
# machine as much as the code, so users' type-check time is measured as ratios in one run by
# Benchmarks/run.sh typecheck instead (see Benchmarks/README.md).
set -euo pipefail
swift build --build-tests --scratch-path .build/strict -Xswiftc -warnings-as-errors
swift build --package-path Benchmarks --scratch-path .build/benchmarks -Xswiftc -warnings-as-errors
