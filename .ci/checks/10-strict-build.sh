#!/usr/bin/env bash
# Everything (sources, tests, examples, benchmarks) builds with warnings as errors.
# No wall-clock limit: the type-checker's slow-body and slow-expression warnings measure the
# machine as much as the code, so users' type-check time is measured as ratios in one run by
# Tests/Benchmarks/run.sh typecheck instead (see Tests/Benchmarks/README.md).
set -euo pipefail
swift build --build-tests --scratch-path .build/strict -Xswiftc -warnings-as-errors
