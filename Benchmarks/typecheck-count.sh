#!/usr/bin/env bash
# Type-check cost of the DSL's benchmark bodies, counted instead of timed: the
# instructions `swift-frontend -typecheck` executes inside the type-checking of
# function bodies (what -debug-time-function-bodies times) for each generated file
# of typecheck.sh, against this checkout's FluentAlert module and against a
# baseline revision's, and their ratio. Counts do not move with machine load, so a change
# of a few percent shows where the timed medians of typecheck.sh cannot tell it
# from noise.
#
# Usage: Benchmarks/typecheck-count.sh <baseline-revision>   (e.g. main~3)
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 1 ]] || { echo "usage: $0 <baseline-revision>" >&2; exit 2; }
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

OUT=".build/dsl-bench/typecheck-count"
BASE="$OUT/baseline"
rm -rf "$BASE" && mkdir -p "$BASE"
git archive "$1" | tar -x -C "$BASE"
swift build --target FluentAlert >/dev/null
swift build --target FluentAlert --package-path "$BASE" --scratch-path "$OUT/baseline-build" >/dev/null
current="$(swift build --show-bin-path)/Modules"
baseline="$(swift build --package-path "$BASE" --scratch-path "$OUT/baseline-build" --show-bin-path)/Modules"

RUNS=1
MODULES="$current"
source Benchmarks/typecheck-files.sh
body_file 20 dsl >"$OUT/body20.swift"
body_file 20 plain >"$OUT/plain20.swift"
straight_file 100 dsl >"$OUT/body100.swift"
straight_file 100 plain >"$OUT/plain100.swift"
helpers_file 100 >"$OUT/helpers100.swift"
chain_file 20 >"$OUT/chain20.swift"
appends_file 20 >"$OUT/appends20.swift"
chain_file 100 >"$OUT/chain100.swift"
appends_file 100 >"$OUT/appends100.swift"
mixed_file 16 >"$OUT/mixed16.swift"

# Instructions inside TypeCheckFunctionBodyRequest of one frontend job.
count() { # $1 file, $2 module directory
  local frontend
  frontend="$(swiftc -typecheck -I "$2" "$1" -### 2>/dev/null | grep -- '-frontend' | head -n 1)"
  eval "valgrind --tool=callgrind --toggle-collect='*TypeCheckFunctionBodyRequest*evaluate*' \
    --callgrind-out-file=$OUT/callgrind.out $frontend" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

printf '%-12s %15s %15s %8s\n' file baseline current ratio
for name in body20 plain20 body100 plain100 helpers100 chain20 appends20 chain100 appends100 mixed16; do
  before="$(count "$OUT/$name.swift" "$baseline")"
  after="$(count "$OUT/$name.swift" "$current")"
  printf '%-12s %15s %15s %7s×\n' "$name" "$before" "$after" "$(awk -v a="$after" -v b="$before" 'BEGIN { printf "%.3f", a / b }')"
done
