#!/usr/bin/env bash
# What one dialog weighs, in instructions and bytes (release build, `valgrind --tool=callgrind`
# inside `benchmarkRegion`): the ten-action dialog built by the public initializer, the builder
# and the chain (the empty loop subtracted), its snapshot text, its 12 texts resolved in
# Russian with no table, a `.strings` table and a String Catalog (after one warm-up
# resolution), an iOS action sheet drawn as SVG at 10, 100 and 1 000 actions (after one
# warm-up drawing), and `MemoryLayout` sizes. Prints the numbers and each against its target;
# the targets are reported, not enforced (instruction counts move with the toolchain).
#
#   bash Benchmarks/weight.sh    # about two minutes, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark WeightBenchmark .build/weight-bench

instructions() { # arguments of WeightBenchmark: the instructions of its region
  # Deterministic hashing by default: with a random seed, a dictionary's probes (and so the
  # counts of a table lookup) change from run to run by a few percent.
  SWIFT_DETERMINISTIC_HASHING="${SWIFT_DETERMINISTIC_HASHING-1}" valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$@" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

target() { # $1 label, $2 value, $3 target (at most), $4 unit
  local verdict=met
  awk -v v="$2" -v t="$3" 'BEGIN { exit !(v <= t) }' || verdict=NOT
  printf '%-44s %12s %-13s (target ≤ %s) %s\n' "$1" "$2" "$4" "$3" "$verdict"
}

iterations=1000
empty="$(instructions build none "$iterations")"
declare -A per
for spelling in init builder chain snapshot; do
  total="$(instructions build "$spelling" "$iterations")"
  per[$spelling]=$(((total - empty) / iterations))
done
init_ratio() { ratio "${per[$1]}" "${per[init]}"; }

echo "ten-action dialog, instructions per dialog (empty loop subtracted)"
target "public initializer" "${per[init]}" 2500 instructions
target "builder" "${per[builder]}" 8000 instructions
target "chain" "${per[chain]}" 8000 instructions
target "builder / initializer" "$(init_ratio builder)" 1.6 ×
target "chain / initializer" "$(init_ratio chain)" 1.6 ×
printf '%-44s %12s instructions (no dearer than before)\n' "snapshot (built and described)" \
  "${per[snapshot]}"

echo
echo "resolving a text, instructions on average over the dialog's 12 texts"
echo "(a lookup's count depends on the hash seed: the mean of five random seeds, then seed 0)"
for kind in none strings catalog; do
  sum=0
  for _ in 1 2 3 4 5; do
    sum=$((sum + $(SWIFT_DETERMINISTIC_HASHING= instructions resolve "$kind" 100)))
  done
  target "table: $kind" "$((sum / 6000))" 1000 instructions
  printf '%-44s %12s instructions\n' "  with seed 0" "$(($(instructions resolve "$kind" 100) / 1200))"
done

echo
echo "an iOS action sheet drawn as SVG, instructions per action"
for actions in 10 100 1000; do
  total="$(instructions svg "$actions")"
  target "$actions actions" "$((total / actions))" 20000 instructions
done

echo
echo "sizes (MemoryLayout<…>.size)"
sizes="$("$binary" sizes)"
size() { awk -v name="$1" '$1 == name { print $2 }' <<<"$sizes"; }
target "Dialog<Int>" "$(size 'Dialog<Int>')" 320 bytes
target "DialogAction<Int>" "$(size 'DialogAction<Int>')" 160 bytes
printf '%-44s %12s bytes\n' "DialogText" "$(size DialogText)"
printf '%-44s %12s bytes\n' "DialogTextField<Int>" "$(size 'DialogTextField<Int>')"
