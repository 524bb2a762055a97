#!/usr/bin/env bash
# Instructions decoding a feed of 1 000 varied dialog documents costs: `Dialog<String>(json:)`
# (the pre-scan, then the checked decode) against `JSONSerialization` merely parsing the same
# bytes as the baseline, and a bare `JSONDecoder` for comparison (release build,
# `valgrind --tool=callgrind`, each net of a run that only builds the feed). Exits non-zero
# when hardened decoding costs more than 4 times the parse.
#
#   bash Benchmarks/decode.sh    # about a minute, plus the release build
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
release_benchmark DecodeBenchmark .build/decode-bench
status=0

instructions() { # contender
  valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out" "$binary" --only "$1" 1 \
    2>&1 | awk '/Collected/ { print $4 }'
}

none="$(instructions none)"
declare -A net
for contender in baseline decoder plain; do
  net[$contender]=$(($(instructions "$contender") - none))
done
echo "instructions for 1 000 documents"
printf '%-44s %14s\n' "JSONSerialization.jsonObject (baseline)" "${net[baseline]}"
printf '%-44s %14s\n' "Dialog<String>(json:) (pre-scan + decode)" "${net[decoder]}"
printf '%-44s %14s\n\n' "JSONDecoder().decode(Dialog<String>.self)" "${net[plain]}"
check "Dialog(json:) / JSONSerialization" "$(ratio "${net[decoder]}" "${net[baseline]}")" 4
note "Dialog(json:) / bare JSONDecoder" "$(ratio "${net[decoder]}" "${net[plain]}")" \
  "what the pre-scan and limits add"
exit "$status"
