#!/usr/bin/env bash
# Instructions a review gallery costs (release build, `valgrind --tool=callgrind` inside
# `benchmarkRegion`, after a one-dialog warm-up): 5, 10 and 20 dialogs, each in the four looks,
# light and dark, at three text sizes (the iOS looks; the Mac and terminal looks have none and
# are drawn once) and in five languages, 80 pictures a dialog. The baseline is the same
# pictures drawn one by one with `preview`. Exits non-zero when the page costs more than 1.5
# times its pictures, or when twice the dialogs cost more than 2.2 times the work (the page
# must grow linearly with its pictures).
#
#   bash Benchmarks/gallery.sh    # about 10 minutes, plus the build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark GalleryBenchmark .build/gallery-bench
status=0

instructions() { # contender dialogs
  valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*' \
    --callgrind-out-file="$WORK/callgrind.out" "$binary" "$1" "$2" 2>&1 \
    | awk '/Collected/ { print $4 }'
}

declare -A ir
printf '%-10s %10s %16s %16s %10s %14s\n' dialogs pictures "one by one" gallery ratio \
  "per picture"
for dialogs in 5 10 20; do
  ir[pictures,$dialogs]="$(instructions pictures "$dialogs")"
  ir[gallery,$dialogs]="$(instructions gallery "$dialogs")"
  printf '%-10s %10s %16s %16s %9s× %14s\n' "$dialogs" "$((dialogs * 80))" \
    "${ir[pictures,$dialogs]}" "${ir[gallery,$dialogs]}" \
    "$(ratio "${ir[gallery,$dialogs]}" "${ir[pictures,$dialogs]}")" \
    "$((${ir[gallery,$dialogs]} / (dialogs * 80)))"
done

echo
check "20 dialogs: gallery / the same pictures one by one" \
  "$(ratio "${ir[gallery,20]}" "${ir[pictures,20]}")" 1.5
check "gallery: 10 dialogs / 5" "$(ratio "${ir[gallery,10]}" "${ir[gallery,5]}")" 2.2
check "gallery: 20 dialogs / 10" "$(ratio "${ir[gallery,20]}" "${ir[gallery,10]}")" 2.2
exit "$status"
