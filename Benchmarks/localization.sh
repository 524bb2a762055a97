#!/usr/bin/env bash
# Instructions to show a sheet of 100 and 1 000 localized actions (DialogTester's rows and
# visible state) in Russian, looked up in a String Catalog and in a `.strings` table, against
# the same sheet in a bundle with no tables as the baseline (release build,
# `valgrind --tool=callgrind` inside `benchmarkRegion`). `cold` is the first dialog, which
# reads and parses the table; `warm` is a later one, lookups alone. Exits non-zero when a warm
# catalog lookup costs more than 1.5 times a `.strings` lookup, or ten times the keys cost more
# than 11 times the instructions.
#
#   bash Benchmarks/localization.sh    # a few minutes, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark LocalizationBenchmark .build/localization-bench
status=0

instructions() { # kind phase actions
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" "$3" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

declare -A count
printf '%-22s' "instructions"
for n in 100 1000; do for phase in cold warm; do printf '%14s' "$phase n=$n"; done; done
for kind in none strings catalog; do
  printf '\n%-22s' "$kind$([[ $kind == none ]] && echo ' (baseline)')"
  for n in 100 1000; do
    for phase in cold warm; do
      count[$kind-$phase-$n]="$(instructions "$kind" "$phase" "$n")"
      [[ ${count[$kind-$phase-$n]:-0} -gt 0 ]] || { echo "no instructions in the region" >&2; exit 1; }
      printf '%14s' "${count[$kind-$phase-$n]}"
    done
  done
done
printf '\n\n'

for n in 100 1000; do
  note "strings / none, warm, $n actions" \
    "$(ratio "${count[strings-warm-$n]}" "${count[none-warm-$n]}")" "a .strings table"
  note "catalog / none, warm, $n actions" \
    "$(ratio "${count[catalog-warm-$n]}" "${count[none-warm-$n]}")" "lookups alone"
  note "catalog / none, cold, $n actions" \
    "$(ratio "${count[catalog-cold-$n]}" "${count[none-cold-$n]}")" "parses the catalog"
  check "catalog / strings, warm, $n actions" \
    "$(ratio "${count[catalog-warm-$n]}" "${count[strings-warm-$n]}")" 1.5
done
check "catalog, warm: 1 000 actions / 100" \
  "$(ratio "${count[catalog-warm-1000]}" "${count[catalog-warm-100]}")" 11
exit "$status"
