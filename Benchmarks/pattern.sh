#!/usr/bin/env bash
# Instructions a `matches` rule costs on the patterns that make a backtracking engine take
# exponential time, at texts of 10 to 10 000 `a`s, against `a+b` on the same text as the
# baseline (release build, `valgrind --tool=callgrind` inside `benchmarkRegion`); then the
# worst case at the 1 000-state limit, and Swift's `Regex` on `(a+)+b` at 10 to 14 characters
# for contrast. Exits non-zero when a family costs more than 12 times the baseline or ten
# times the text costs more than 11 times the work.
#
#   bash Benchmarks/pattern.sh    # about 2 minutes, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark PatternBenchmark .build/pattern-bench
status=0

instructions() { # engine pattern length
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" "$3" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

lengths=(10 100 1000 10000)
declare -A base
printf '%-22s' "instructions"
for n in "${lengths[@]}"; do printf '%12s' "n=$n"; done
printf '\n%-22s' "a+b (baseline)"
for n in "${lengths[@]}"; do
  base[$n]="$(instructions fluent 'a+b' "$n")"
  printf '%12s' "${base[$n]}"
done
printf '\n'

declare -A growth worst
for pattern in '(a+)+b' '(a?){16}a{16}' '(a|a)*b' '(a|aa)*c' '(.*)*x'; do
  declare -A ir=()
  printf '%-22s' "$pattern"
  for n in "${lengths[@]}"; do
    ir[$n]="$(instructions fluent "$pattern" "$n")"
    printf '%12s' "$(ratio "${ir[$n]}" "${base[$n]}")×"
    within "$(ratio "${ir[$n]}" "${base[$n]}")" "${worst[$pattern]:-0}" \
      || worst[$pattern]="$(ratio "${ir[$n]}" "${base[$n]}")"
  done
  printf '\n'
  growth[$pattern]="$(ratio "${ir[10000]}" "${ir[1000]}")"
done

echo
for pattern in "${!worst[@]}"; do
  check "$pattern: most instructions / baseline" "${worst[$pattern]}" 12
  check "$pattern: 10 000 a's / 1 000 a's" "${growth[$pattern]}" 11
done

echo
# Nested `+`: each level loops back into one copy of its body, so a level adds one state.
printf 'states of (?:…(?:ab|c)+…)+ by depth:'
declare -A nested
for depth in $(seq 1 20); do
  pattern="$(printf '(?:%.0s' $(seq 1 "$depth"))ab|c$(printf ')+%.0s' $(seq 1 "$depth"))"
  nested[$depth]="$("$binary" states "$pattern")"
  printf ' %s' "${nested[$depth]}"
done
printf '\n'
if [[ $((nested[20] - nested[1])) -ne $((19 * (nested[2] - nested[1]))) ]]; then
  echo "nested + does not grow linearly: ${nested[*]}" >&2
  status=1
fi
check "depth 20 / depth 1 states" "$(ratio "${nested[20]}" "${nested[1]}")" 5

echo
limit='(?:a*){332}b'
printf 'worst case at the state limit, %s on 10 000 a'"'"'s: %s instructions\n' \
  "$limit" "$(instructions fluent "$limit" 10000)"

echo
printf 'Swift Regex (backtracking), (a+)+b:'
for n in 10 12 14; do printf '  n=%s: %s' "$n" "$(instructions regex '(a+)+b' "$n")"; done
printf '\n'
exit "$status"
