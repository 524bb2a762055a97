#!/usr/bin/env bash
# Everything (sources, tests, examples, benchmarks) must build with warnings as errors,
# including the type-checker's slow-body and slow-expression warnings.
set -euo pipefail
swift build --build-tests --scratch-path .build/strict \
  -Xswiftc -warnings-as-errors \
  -Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=200 \
  -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100
