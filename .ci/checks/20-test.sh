#!/usr/bin/env bash
# The README's test command, exactly as users run it.
set -euo pipefail
swift test 2>&1 | tee .build/test-output.txt
grep -Eq "Test run with [0-9]+ tests? .*passed" .build/test-output.txt
