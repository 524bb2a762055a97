#!/usr/bin/env bash
# Fuzzes the dialog JSON decoder for a bounded time. The oracle
# (Benchmarks/Sources/DialogDecodeFuzz) turns every violated property into a crash: decode must
# fail with a one-line error or give a dialog that re-encodes byte-stably and decodes back to
# itself. Fails on any crash, on a hang (-timeout), on memory growth (-rss_limit_mb), and on a
# leak (an AddressSanitizer replay of the corpus and seeded mutations with detect_leaks=1). The
# corpus lives in Benchmarks/Fuzz/Corpus; new inputs found here go to a temporary folder, so
# the tree stays clean.
set -euo pipefail
seconds="${FUZZ_SECONDS:-45}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p .build
cp Benchmarks/Fuzz/Corpus/* "$work/"

export SWIFT_BACKTRACE=enable=no  # let libFuzzer, not the Swift backtracer, handle a crash
if swift build -c release --package-path Benchmarks --product DialogDecodeFuzz \
  --sanitize=fuzzer -Xswiftc -DFUZZING \
  --scratch-path .build/fuzz; then
  log=.build/fuzz.log
  status=0
  .build/fuzz/release/DialogDecodeFuzz "$work" -dict=Benchmarks/Fuzz/dialog.dict -seed=1 \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
    -max_len=4096 -artifact_prefix=.build/fuzz-crash- -print_final_stats=1 >"$log" 2>&1 \
    || status=$?
  grep -E "inline 8-bit counters|DONE|stat::number_of_executed_units" "$log" || true
  if ! grep -q "inline 8-bit counters" "$log"; then
    echo "the fuzz target is not instrumented (no inline 8-bit counters)" >&2
    exit 1
  fi
  if [[ $status -ne 0 ]]; then
    tail -40 "$log" >&2
    echo "fuzzing failed (status $status); reproduce with:" >&2
    echo "  swift run --package-path Benchmarks DialogDecodeFuzz .build/fuzz-crash-*" >&2
    exit 1
  fi
else
  echo "libFuzzer is not available here: falling back to a seeded mutation loop" >&2
  swift build --package-path Benchmarks --product DialogDecodeFuzz \
    --scratch-path .build/fuzz-fallback
  timeout 120 .build/fuzz-fallback/debug/DialogDecodeFuzz "$work" --mutate 200 --seed 1
fi

# Leaks: replay the corpus and seeded mutations under AddressSanitizer's leak checker.
swift build --package-path Benchmarks --product DialogDecodeFuzz --sanitize=address \
  --scratch-path .build/asan
# The one suppression (Benchmarks/Fuzz/lsan.supp) is the built-in catalog, a global parsed once.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions=Benchmarks/Fuzz/lsan.supp \
  timeout 300 \
  .build/asan/debug/DialogDecodeFuzz Benchmarks/Fuzz/Corpus --mutate 3 --seed 1
