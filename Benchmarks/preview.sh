#!/usr/bin/env bash
# Instructions a picture costs in each look, against the snapshot text of the same dialog as
# the baseline (release build, `valgrind --tool=callgrind` inside `benchmarkRegion`, after a
# warm-up drawing): alerts with 10, 100 and 1 000 actions (100-character message), and with
# 10, 1 000 and 100 000-character messages (3 actions). Exits non-zero when a 10-action
# picture costs more than 10 times its snapshot text, when ten times the actions cost more
# than 12 times the work, or a hundred times the text more than 120 times (drawing must grow
# linearly).
#
#   bash Benchmarks/preview.sh    # about 15 minutes (the 100 000-character runs), plus the build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark PreviewBenchmark .build/preview-bench
status=0

instructions() { # contender actions message-length
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" "$3" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

looks=(ios-alert ios-action-sheet macos-alert terminal)
cases=("10 100" "100 100" "1000 100" "3 10" "3 1000" "3 100000")
declare -A ir
printf '%-26s %12s' "actions, message chars" "text"
for look in "${looks[@]}"; do printf '%18s' "$look"; done
printf '\n'
for c in "${cases[@]}"; do
  read -r actions length <<<"$c"
  ir[text,$c]="$(instructions text "$actions" "$length")"
  printf '%-26s %12s' "$actions, $length" "${ir[text,$c]}"
  for look in "${looks[@]}"; do
    ir[$look,$c]="$(instructions "$look" "$actions" "$length")"
    printf '%11s %5s×' "${ir[$look,$c]}" "$(ratio "${ir[$look,$c]}" "${ir[text,$c]}")"
  done
  printf '\n'
done

echo
for look in "${looks[@]}"; do
  check "$look: 10 actions / snapshot text" "$(ratio "${ir[$look,10 100]}" "${ir[text,10 100]}")" 10
  check "$look: 1 000 actions / 100 actions" \
    "$(ratio "${ir[$look,1000 100]}" "${ir[$look,100 100]}")" 12
  check "$look: 100 000 characters / 1 000" \
    "$(ratio "${ir[$look,3 100000]}" "${ir[$look,3 1000]}")" 120
done
exit "$status"
