#!/usr/bin/env bash
# Run-time cost of FluentAlertMacrosFree's typed drafts, in callgrind instructions (stable run to
# run), as ratios measured in one run:
# - a 10-action alert by typed chain against the same alert by Dialog's chain and by the public
#   initializer (the chain budget: ≤ 4× the initializer's instructions);
# - a dialog grown by 1,000 and by 10,000 typed calls in a loop (O(n): the ratio stays near 10).
# Each workload's instructions minus those of an empty run of the same program.
#
# Usage: Benchmarks/MacrosFree/runtime.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/common.sh
release_benchmark FluentAlertMacrosFreeBenchmarks .build/macrosfree-bench

instructions() { # $1 workload, $2 count
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 >/dev/null \
    | awk '/Collected :/ { print $4 }'
}

base="$(instructions none 0)"
declare -A work
for job in "typed-ten 1000" "chain-ten 1000" "initializer-ten 1000" \
  "typed-loop 1000" "typed-loop 10000" "chain-loop 10000" "initializer-loop 10000"; do
  read -r name count <<<"$job"
  work["$name $count"]=$(($(instructions "$name" "$count") - base))
  printf '%-24s %12d instructions\n' "$name $count" "${work["$name $count"]}"
done

CHECK_WIDTH=52
status=0
echo
check "10-action alert: typed chain / initializer" \
  "$(ratio "${work[typed-ten 1000]}" "${work[initializer-ten 1000]}")" 4
check "10-action alert: typed chain / Dialog chain" \
  "$(ratio "${work[typed-ten 1000]}" "${work[chain-ten 1000]}")" 1.5
check "loop of 10,000 typed calls / loop of 1,000" \
  "$(ratio "${work[typed-loop 10000]}" "${work[typed-loop 1000]}")" 12
check "loop of 10,000: typed / initializer appends" \
  "$(ratio "${work[typed-loop 10000]}" "${work[initializer-loop 10000]}")" 4
exit $status
