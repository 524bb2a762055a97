#!/usr/bin/env bash
# Interaction under ThreadSanitizer: the session state machine, follow-ups (1,000 chained) and
# completions, the queue (1,000 dialogs, and against its model), async present with
# cancellation, and the testing module, with TSan watching every access.
set -euo pipefail

suites='DialogSessionTests|FollowUpTests|KeptOpenActionTests|DismissCompletionTests|DialogQueueTests|DialogQueueModelTests|AsyncPresentTests|ClockSchedulingTests|TapTimeoutRaceTests|DocumentationExamplesTests|InteractionValueTests|FluentAlertTestingTests'

# A renamed suite would silently drop out of the filter: every name must still be a test type.
for suite in ${suites//|/ }; do
  if [[ ! -d "Tests/$suite" ]] && ! grep -rqE "(struct|class) $suite\b" Tests; then
    echo "80-tsan: no test suite or target named $suite; update the filter"
    exit 1
  fi
done

# Probe first: a toolchain or kernel without TSan support should skip with a reason, not fail.
probe_dir=$(mktemp -d)
trap 'rm -rf "$probe_dir"' EXIT
printf 'print("tsan ok")\n' >"$probe_dir/probe.swift"
if ! swiftc -sanitize=thread "$probe_dir/probe.swift" -o "$probe_dir/probe" >"$probe_dir/log" 2>&1; then
  echo "SKIP: this toolchain cannot build with -sanitize=thread:"
  cat "$probe_dir/log"
  exit 0
fi
if ! "$probe_dir/probe" >"$probe_dir/log" 2>&1; then
  echo "SKIP: a TSan-instrumented binary does not run here (often a kernel ASLR/mmap limit):"
  cat "$probe_dir/log"
  exit 0
fi

mkdir -p .build
swift test --sanitize=thread --scratch-path .build/tsan --filter "$suites" 2>&1 \
  | tee .build/tsan-output.txt
if grep -q "WARNING: ThreadSanitizer" .build/tsan-output.txt; then
  echo "ThreadSanitizer reported a data race (see above)."
  exit 1
fi
grep -Eq "Test run with [0-9]+ tests? .*passed" .build/tsan-output.txt
