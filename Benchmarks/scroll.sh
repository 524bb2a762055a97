#!/usr/bin/env bash
# CPU time of one ↓ key in an action sheet (80×24, on a pseudo-terminal, release build; the
# least of 5 repetitions, every thread counted): the key decoded, the selection moved, the
# layout fitted and scrolled, the frame painted and written. 3 actions fit the screen (the
# baseline: no scrolling); 30 and 300 scroll. Each frame lays out the whole sheet, so the cost
# per key may grow with the actions; exits non-zero when ten times the actions cost more than
# 20 times as much per key (linear growth is 10 times at most).
#
#   bash Benchmarks/scroll.sh    # about a minute, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_build ScrollBenchmark
status=0

counts=(3 30 300)
declare -A spent
printf '%-22s' "ns CPU per key"
for n in "${counts[@]}"; do printf '%14s' "n=$n"; done
printf '\n%-22s' "↓ in an n-action sheet"
for n in "${counts[@]}"; do
  spent[$n]="$("$binary" "$n" 5)"
  printf '%14s' "${spent[$n]}"
done
printf '\n\n'
note "30 actions, scrolling / 3 that fit, per key" "$(ratio "${spent[30]}" "${spent[3]}")" \
  "the cost of scrolling"
check "300 actions / 30, per key" "$(ratio "${spent[300]}" "${spent[30]}")" 20
exit $status
