#!/usr/bin/env bash
# CPU time of a paste into a dialog's text field on a pseudo-terminal, at 1 000, 10 000 and
# 100 000 characters, bracketed and bare (release build; the least of 5 repetitions, every
# thread of the process counted, from the paste's first byte to the dialog's end). Exits
# non-zero when ten times the characters cost more than 20 times the CPU (linear growth is 10
# times, at most; quadratic growth, as before pastes were handled in one piece, is 100 times).
#
#   bash Benchmarks/paste.sh    # a few seconds, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_build PasteBenchmark
status=0

counts=(1000 10000 100000)
declare -A spent
printf '%-22s' "CPU µs per paste"
for n in "${counts[@]}"; do printf '%14s' "n=$n"; done
for mode in bracketed plain; do
  printf '\n%-22s' "$mode"
  for n in "${counts[@]}"; do
    spent[$mode$n]="$("$binary" "$mode" "$n" 5)"
    printf '%14s' "${spent[$mode$n]}"
  done
done
printf '\n%-22s' "ns per character, bare"
for n in "${counts[@]}"; do printf '%14s' "$((spent[plain$n] * 1000 / n))"; done
printf '\n\n'

for mode in bracketed plain; do
  check "$mode: 10 000 characters / 1 000" \
    "$(ratio "${spent[${mode}10000]}" "${spent[${mode}1000]}")" 20
  check "$mode: 100 000 characters / 10 000" \
    "$(ratio "${spent[${mode}100000]}" "${spent[${mode}10000]}")" 20
done
exit "$status"
