#!/usr/bin/env bash
# Reproduces every DSL performance number of Benchmarks/README.md and checks it against
# the budget its table gives: type-check time of dialogs and run time, each as a ratio against
# a baseline measured in the same run.
#
#   Benchmarks/run.sh            # everything (about 10 minutes on 2 cores)
#   Benchmarks/run.sh runtime    # only the run-time part
#   Benchmarks/run.sh typecheck  # only the type-check part (Benchmarks/typecheck.sh)
#
# Run time is counted, not timed: `valgrind --tool=callgrind` instructions inside
# `benchmarkRegion` (Benchmarks/Sources/DSLBenchmarks) and memcheck's allocation count, both
# divided by the iteration count, from release builds:
#   default  swift build -c release
#   cmo      the same with -Xswiftc -cross-module-optimization
#   noinline the default build of a copy of the package whose DSL and model have no @inlinable
# Exits non-zero when a budget is exceeded.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
part="${1:-all}"
status=0

if [[ $part == all || $part == typecheck ]]; then
  echo "== Type checking (ms, -debug-time-function-bodies)"
  bash Benchmarks/typecheck.sh 7 || status=1
  echo
fi
[[ $part == all || $part == runtime ]] || exit $status

command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
WORK=".build/dsl-bench"
mkdir -p "$WORK"

echo "== Building release variants"
swift build -c release --package-path Benchmarks --product DSLBenchmarks \
  --scratch-path .build/bench-default >/dev/null
swift build -c release --package-path Benchmarks --product DSLBenchmarks \
  --scratch-path .build/bench-cmo -Xswiftc -cross-module-optimization >/dev/null
rm -rf "$WORK/noinline" && mkdir -p "$WORK/noinline"
cp -R Package.swift Sources Tests Examples Benchmarks "$WORK/noinline/"
find "$WORK/noinline/Sources/FluentAlert" -name '*.swift' -exec sed -i '/^ *@inlinable$/d' {} +
swift build -c release --product DSLBenchmarks --package-path "$WORK/noinline/Benchmarks" \
  --scratch-path .build/bench-noinline >/dev/null
binary() { echo ".build/bench-$1/release/DSLBenchmarks"; }

# Instructions per iteration inside benchmarkRegion.
instructions() { # variant workload size iterations
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$(binary "$1")" "$2" "$3" "$4" 2>&1 \
    | awk -v n="$4" '/Collected/ { printf "%.0f", $4 / n }'
}
# Heap allocations per iteration, net of the empty workload.
allocations() { # variant workload size iterations
  local base mine
  base="$(valgrind "$(binary "$1")" none 0 "$4" 2>&1 | awk '/total heap usage/ { gsub(",", "", $5); print $5 }')"
  mine="$(valgrind "$(binary "$1")" "$2" "$3" "$4" 2>&1 | awk '/total heap usage/ { gsub(",", "", $5); print $5 }')"
  awk -v a="$mine" -v b="$base" -v n="$4" 'BEGIN { printf "%.2f", (a - b) / n }'
}
source Benchmarks/common.sh
CHECK_INDENT="  "

echo
echo "== A 10-action dialog (instructions and allocations per dialog, 1000 iterations)"
declare -A ir alloc
for variant in default cmo noinline; do
  for workload in init10 builder10 chain10; do
    ir[$variant.$workload]="$(instructions "$variant" "$workload" 0 1000)"
  done
  printf '  %-9s initializer %6s   builder %6s   chain %6s\n' "$variant" \
    "${ir[$variant.init10]}" "${ir[$variant.builder10]}" "${ir[$variant.chain10]}"
done
for workload in init10 builder10 chain10; do
  alloc[$workload]="$(allocations default "$workload" 0 1000)"
done
printf '  allocations: initializer %s, builder %s, chain %s\n' \
  "${alloc[init10]}" "${alloc[builder10]}" "${alloc[chain10]}"
check "builder / initializer, instructions" "$(ratio "${ir[default.builder10]}" "${ir[default.init10]}")" 4
check "chain / initializer, instructions" "$(ratio "${ir[default.chain10]}" "${ir[default.init10]}")" 4
check "builder / initializer, allocations" "$(ratio "${alloc[builder10]}" "${alloc[init10]}")" 2
check "chain / initializer, allocations" "$(ratio "${alloc[chain10]}" "${alloc[init10]}")" 2
for workload in builder10 chain10; do
  check "$workload: default build / -cross-module-optimization" \
    "$(ratio "${ir[default.$workload]}" "${ir[cmo.$workload]}")" 1.10
  check "$workload: -cross-module-optimization / default build" \
    "$(ratio "${ir[cmo.$workload]}" "${ir[default.$workload]}")" 1.10
  note "$workload: without @inlinable / default build" \
    "$(ratio "${ir[noinline.$workload]}" "${ir[default.$workload]}")" "why @inlinable"
done

echo
echo "== Chains are O(n): instructions for n calls (one run each)"
previous=""
for n in 10 100 1000 10000; do
  count="$(instructions default consuming "$n" 1)"
  built="$(instructions default builderFor "$n" 1)"
  printf '  n = %-6s consume loop %10s (%6.0f per call)   builder for %10s (%6.0f per action)\n' \
    "$n" "$count" "$(awk -v a="$count" -v n="$n" 'BEGIN { print a / n }')" \
    "$built" "$(awk -v a="$built" -v n="$n" 'BEGIN { print a / n }')"
  [[ -n $previous ]] && check "consume loop: $n calls / $((n / 10)) calls" "$(ratio "$count" "$previous")" 12
  previous="$count"
done
echo "  for contrast, a loop that keeps the old value (d = d.addAction(…)) copies the actions:"
small="$(instructions default copying 100 1)"
large="$(instructions default copying 1000 1)"
note "copying loop: 1000 calls / 100 calls" "$(ratio "$large" "$small")" "quadratic, as documented"

echo
echo "== Snapshot text versus dump(_:) of the same dialog (instructions per call)"
previous=""
for n in 10 100 1000; do
  snap="$(instructions default snapshot "$n" 20)"
  dumped="$(instructions default dump "$n" 20)"
  printf '  %4s actions: snapshot %9s   dump %10s\n' "$n" "$snap" "$dumped"
  check "dump / snapshot, $n actions (want ≥ 5, so snapshot/dump ≤ 0.2)" \
    "$(ratio "$snap" "$dumped")" 0.2
  [[ -n $previous ]] && check "snapshot: $n actions / $((n / 10)) actions" "$(ratio "$snap" "$previous")" 12
  previous="$snap"
done
exit $status
