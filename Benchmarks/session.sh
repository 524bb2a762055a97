#!/usr/bin/env bash
# Instructions one read of a session costs (`isEnabled(actionAt:)` for every action, as a
# presenter reads it, `enabledKeys`, and `isEnabled` for every key) at 1 000, 10 000 and
# 100 000 actions whose unmet requirement gates them all, against the same dialog without a
# requirement as the baseline (release build, `valgrind --tool=callgrind` inside
# `benchmarkRegion`). Exits non-zero when gating costs more than 3 times the baseline or ten
# times the actions cost more than 11 times the instructions.
#
#   bash Benchmarks/session.sh    # about a minute, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark SessionReadBenchmark .build/session-bench
status=0

instructions() { # gated|ungated actions
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

counts=(1000 10000 100000)
declare -A gated ungated
printf '%-26s' "instructions per read"
for n in "${counts[@]}"; do printf '%14s' "n=$n"; done
for kind in ungated gated; do
  printf '\n%-26s' "$kind$([[ $kind == ungated ]] && echo ' (baseline)')"
  for n in "${counts[@]}"; do
    value="$(instructions "$kind" "$n")"
    if [[ $kind == gated ]]; then gated[$n]="$value"; else ungated[$n]="$value"; fi
    printf '%14s' "$value"
  done
done
printf '\n%-26s' "per action, gated"
for n in "${counts[@]}"; do printf '%14s' "$((gated[$n] / n))"; done
printf '\n\n'

for n in "${counts[@]}"; do
  check "gated / ungated at $n actions" "$(ratio "${gated[$n]}" "${ungated[$n]}")" 3
done
check "gated: 10 000 actions / 1 000" "$(ratio "${gated[10000]}" "${gated[1000]}")" 11
check "gated: 100 000 actions / 10 000" "$(ratio "${gated[100000]}" "${gated[10000]}")" 11
exit "$status"
