#!/usr/bin/env bash
# Type-check cost of the DSL, as ratios to the same content written without it.
#
# Generates Swift files (into $OUT, git-ignored under .build), type-checks each
# with `swiftc -typecheck -Xfrontend -debug-time-function-bodies` against the
# debug-built FluentAlert module, and prints the median (of $RUNS runs) of the
# summed body times, warm and cold (see `with_cold_copy`), then the ratios the
# budgets of Benchmarks/README.md name; a budget is met only when both ratios are within it.
#
# Usage: Benchmarks/typecheck.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-7}"
OUT=".build/dsl-bench/typecheck"
mkdir -p "$OUT"
swift build --target FluentAlert >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"

source Benchmarks/typecheck-files.sh

body_file 20 dsl | with_cold_copy >"$OUT/body20.swift"
body_file 20 plain | with_cold_copy >"$OUT/plain20.swift"
straight_file 100 dsl | with_cold_copy >"$OUT/body100.swift"
straight_file 100 plain | with_cold_copy >"$OUT/plain100.swift"
body_file 100 dsl | with_cold_copy >"$OUT/varied100.swift"
body_file 100 plain | with_cold_copy >"$OUT/variedplain100.swift"
helpers_file 100 | with_cold_copy >"$OUT/helpers100.swift"
helpers_file 200 | with_cold_copy >"$OUT/helpers200.swift"
chain_file 20 | with_cold_copy >"$OUT/chain20.swift"
appends_file 20 | with_cold_copy >"$OUT/appends20.swift"
chain_file 100 | with_cold_copy >"$OUT/chain100.swift"
appends_file 100 | with_cold_copy >"$OUT/appends100.swift"
minimal_chain_file 100 generic | with_cold_copy >"$OUT/floor100.swift"
minimal_chain_file 100 concrete | with_cold_copy >"$OUT/concrete100.swift"
mixed_file 8 | with_cold_copy >"$OUT/mixed8.swift"
mixed_file 16 | with_cold_copy >"$OUT/mixed16.swift"

declare -A ms cold
for name in body20 plain20 body100 plain100 varied100 variedplain100 helpers100 helpers200 chain20 appends20 chain100 appends100 floor100 concrete100 mixed8 mixed16; do
  read -r ms[$name] cold[$name] < <(measure "$OUT/$name.swift")
  printf '%-14s %8s ms warm %8s ms cold (median of %d)\n' "$name" "${ms[$name]}" "${cold[$name]}" "$RUNS"
done

status=0
both() { # $1 numerator, $2 denominator: "warm-ratio cold-ratio"
  printf '%s %s' "$(ratio "${ms[$1]}" "${ms[$2]}")" "$(ratio "${cold[$1]}" "${cold[$2]}")"
}
# A budget holds for both ratios; the verdict names the one over.
check_both() { # $1 label, $2 "warm-ratio cold-ratio", $3 budget
  local warm="${2% *}" coldr="${2#* }" over=() verdict=ok
  within "$warm" "$3" || over+=(warm)
  within "$coldr" "$3" || over+=(cold)
  if ((${#over[@]})); then verdict="OVER (${over[*]})" status=1; fi
  printf '%-62s %6s×  cold %5s×  (budget ≤ %s×) %s\n' "$1" "$warm" "$coldr" "$3" "$verdict"
}
note_both() { # $1 label, $2 "warm-ratio cold-ratio", $3 comment
  printf '%-62s %6s×  cold %5s×  (%s)\n' "$1" "${2% *}" "${2#* }" "$3"
}
echo
check_both "20-component body with modifiers, if, for / plain appends" "$(both body20 plain20)" 3
check_both "100-component single body / plain appends" "$(both body100 plain100)" 5
note_both "100-component body as varied as the 20 one / plain appends" "$(both varied100 variedplain100)" \
  "no budget: modifiers on 60%, 20 if/for; use helpers"
check_both "helpers of 10: 200 components / 100 components" "$(both helpers200 helpers100)" 2.3
check_both "20-call chain / 20 plain appends" "$(both chain20 appends20)" 0.5
check_both "100-call chain / 100 plain appends" "$(both chain100 appends100)" 1.5
note_both "100 calls on a minimal generic struct / plain appends" "$(both floor100 appends100)" \
  "floor: any chain on a generic type"
note_both "100 calls on a minimal non-generic struct / plain appends" "$(both concrete100 appends100)" \
  "floor: any chain of literal arguments"
note_both "100-call chain / the same calls on the minimal generic one" "$(both chain100 floor100)" \
  "what the API itself adds"
check_both "16-call mixed chain / 8-call mixed chain" "$(both mixed16 mixed8)" 2.5
exit $status
