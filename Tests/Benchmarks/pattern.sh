#!/usr/bin/env bash
# Instructions a `matches` rule costs on the patterns that make a backtracking engine take
# exponential time, at texts of 10 to 10 000 characters, against `a+b` on the same text as
# the baseline (release build, `valgrind --tool=callgrind` inside `benchmarkRegion`). Then
# Swift's `Regex` on `(a+)+b` at 10 to 14 characters, for contrast. Exits non-zero
# when a family costs more than 12 times the baseline or grows faster than the text.
#
#   bash Tests/Benchmarks/pattern.sh    # about 3 minutes, plus the release build
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
swift build -c release --product PatternBenchmark --scratch-path .build/bench-default >/dev/null
binary=".build/bench-default/release/PatternBenchmark"
WORK=".build/pattern-bench"
mkdir -p "$WORK"

instructions() { # engine pattern length
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" "$3" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

lengths=(10 100 1000 10000)
declare -A base
printf '%-16s' "pattern"
for n in "${lengths[@]}"; do printf '%14s' "n=$n"; done
printf '%12s\n' "10k/1k"
printf '%-16s' "a+b (baseline)"
for n in "${lengths[@]}"; do
  base[$n]="$(instructions fluent 'a+b' "$n")"
  printf '%14s' "${base[$n]}"
done
printf '%12s\n' "$(awk -v a="${base[10000]}" -v b="${base[1000]}" 'BEGIN { printf "%.2f", a / b }')"

status=0
for pattern in '(a+)+b' '(a?){16}a{16}' '(a|a)*b' '(a|aa)*c' '(.*)*x'; do
  declare -A ir=()
  printf '%-16s' "$pattern"
  for n in "${lengths[@]}"; do
    ir[$n]="$(instructions fluent "$pattern" "$n")"
    printf '%14s' "${ir[$n]}"
  done
  growth="$(awk -v a="${ir[10000]}" -v b="${ir[1000]}" 'BEGIN { printf "%.2f", a / b }')"
  printf '%12s\n' "$growth"
  printf '%-16s' "  / baseline"
  for n in "${lengths[@]}"; do
    ratio="$(awk -v a="${ir[$n]}" -v b="${base[$n]}" 'BEGIN { printf "%.2f", a / b }')"
    printf '%14s' "${ratio}x"
    awk -v r="$ratio" 'BEGIN { exit !(r > 12) }' && status=1
  done
  printf '\n'
  awk -v g="$growth" 'BEGIN { exit !(g > 11) }' && status=1
  printf '%-16s' "  steps"
  for n in "${lengths[@]}"; do
    printf '%14s' "$("$binary" fluent "$pattern" "$n" | awk '{ print $4 }')"
  done
  printf '\n'
done

echo
echo "Swift Regex (backtracking), (a+)+b on the same runs of a's:"
for n in 10 12 14; do printf '%14s' "n=$n"; done
printf '\n'
for n in 10 12 14; do printf '%14s' "$(instructions regex '(a+)+b' "$n")"; done
printf '\n'
exit "$status"
