#!/usr/bin/env bash
# DSL (issue 3): misuse the types catch fails to compile with its sentence.
# The type-check and run-time budgets are measured by Tests/Benchmarks/run.sh (too slow and
# too noisy for every CI run); the slow-body warnings are enforced by 10-strict-build.sh.
set -euo pipefail
bash Tests/CompileFailures/check.sh
