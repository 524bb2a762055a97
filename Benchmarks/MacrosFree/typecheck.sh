#!/usr/bin/env bash
# Type-check cost of FluentAlertMacrosFree's typed chains, as ratios to the same chain on Dialog.
#
# Generates Swift files (into $OUT, under .build), type-checks each with
# `swiftc -typecheck -Xfrontend -debug-time-function-bodies` against the debug-built modules
# (the method of the DSL's Benchmarks/typecheck.sh), and prints the median (of $RUNS runs)
# of the summed body times, then:
# - a 100-call typed chain against the same 100 calls on Dialog (budget ≤ 3×), for a chain of
#   actions and for a mixed chain that uses every method and passes through every state;
# - 8/16/32/64-call typed chains, each doubling against the one before (≤ 2.5×: linear, not
#   exponential).
#
# Usage: Benchmarks/MacrosFree/typecheck.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${1:-7}"
OUT=".build/macrosfree-bench/typecheck"
mkdir -p "$OUT"
swift build --target FluentAlertMacrosFree >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"

source Benchmarks/common.sh
CHECK_WIDTH=52

# A chain of $1 actions, addAction and addDestructive alternating; $2 typed|dialog.
actions_file() {
  printf 'import FluentAlertMacrosFree\n\n'
  keys "$1"
  if [[ $2 == typed ]]; then
    printf 'func make() -> Dialog<Choice> {\n  alert("Title", keys: Choice.self)\n'
  else
    printf 'func make() -> Dialog<Choice> {\n  Dialog<Choice>.alert("Title")\n'
  fi
  for ((i = 0; i < $1; i++)); do
    if ((i % 2)); then
      printf '    .addDestructive("Action %d", key: .c%d)\n' "$i" "$i"
    else
      printf '    .addAction("Action %d", key: .c%d)\n' "$i" "$i"
    fi
  done
  [[ $2 == typed ]] && printf '    .dialog\n'
  printf '}\n'
}

# A chain of $1 calls using every method. The once-only calls (cancel, preferred, auto-dismiss,
# callback) come early, so every state change happens in the 8-call chain already; the rest
# rotates through the calls that may repeat. $2 typed|dialog.
mixed_file() {
  local once=(
    '.addAction("Save", key: .c0)'
    '.addCancel("Cancel", key: .c1)'
    '.preferred(.c0)'
    '.addTextField("Name", isSecure: true, requirement: .init(.nonEmpty))'
    '.dismiss(after: .seconds(5), reporting: .c1)'
    '.actionStyle { $0.titleColor(.system(.blue)) }'
    '.actionTap { key, texts in print(key, texts) }'
  )
  local repeated=(
    '.addAction("Later %d", key: .c2, role: .default)'
    '.actionStyle { $0.image(.system("clock")) }'
    '.addDestructive("Delete %d", key: .c3)'
    '.titleStyle(TextStyle(maxLines: %d))'
    '.addTextField("Field %d")'
    '.anchor(.rect(x: %d, y: 0, width: 44, height: 44))'
    '.messageStyle(TextStyle(alignment: .center))'
    '.accessibilityIdentifier("dialog %d")'
  )
  printf 'import FluentAlertMacrosFree\n\n'
  keys 4
  if [[ $2 == typed ]]; then
    printf 'func make() -> Dialog<Choice> {\n  alert("Title", message: "Message", keys: Choice.self)\n'
  else
    printf 'func make() -> Dialog<Choice> {\n  Dialog<Choice>.alert("Title", message: "Message")\n'
  fi
  local i call
  for ((i = 0; i < $1; i++)); do
    if ((i < ${#once[@]})); then
      call="${once[i]}"
    else
      call="${repeated[(i - ${#once[@]}) % ${#repeated[@]}]}"
    fi
    # shellcheck disable=SC2059  # the calls are the formats
    printf "    $call\n" "$i"
  done
  [[ $2 == typed ]] && printf '    .dialog\n'
  printf '}\n'
}

# Median over $RUNS of the summed -debug-time-function-bodies times (ms).
measure() { # $1 file
  local run samples=()
  for ((run = 0; run < RUNS; run++)); do
    samples+=("$(swiftc -typecheck -swift-version 6 -I "$MODULES" \
      -Xfrontend -debug-time-function-bodies "$1" 2>&1 \
      | awk -F'ms' '/ms\t/ { sum += $1 } END { printf "%.2f", sum }')")
  done
  printf '%s\n' "${samples[@]}" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

names=()
for kind in typed dialog; do
  actions_file 100 "$kind" >"$OUT/actions100-$kind.swift"
  names+=("actions100-$kind")
  for n in 8 16 32 64 100; do
    mixed_file "$n" "$kind" >"$OUT/mixed$n-$kind.swift"
    names+=("mixed$n-$kind")
  done
done

# Every generated file must compile: a timing of a failing file would mean nothing.
for name in "${names[@]}"; do
  swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$MODULES" "$OUT/$name.swift"
done

# The same typed chains with a refused call at the end (a second cancel): the cost of the
# diagnostic path, reported but not budgeted. These must fail with the readable message.
for n in 8 100; do
  sed 's/^    \.dialog$/    .addCancel("Again", key: .c1)\n    .dialog/' "$OUT/mixed$n-typed.swift" \
    >"$OUT/refused$n-typed.swift"
  if swiftc -typecheck -swift-version 6 -I "$MODULES" "$OUT/refused$n-typed.swift" 2>"$OUT/err" \
    || ! grep -q 'a dialog can have only one cancel action' "$OUT/err"; then
    echo "refused$n-typed.swift did not fail with the second-cancel message"
    exit 1
  fi
  names+=("refused$n-typed")
done

declare -A ms
for name in "${names[@]}"; do
  ms[$name]="$(measure "$OUT/$name.swift")"
  printf '%-20s %8s ms (median of %d)\n' "$name" "${ms[$name]}" "$RUNS"
done

status=0
echo
check "100 actions: typed chain / Dialog chain" \
  "$(ratio "${ms[actions100-typed]}" "${ms[actions100-dialog]}")" 3
check "100 mixed calls: typed chain / Dialog chain" \
  "$(ratio "${ms[mixed100-typed]}" "${ms[mixed100-dialog]}")" 3
for pair in "16 8" "32 16" "64 32"; do
  read -r big small <<<"$pair"
  check "typed mixed chain: $big calls / $small calls" \
    "$(ratio "${ms[mixed$big-typed]}" "${ms[mixed$small-typed]}")" 2.5
done
note "100 calls ending in a refused call / the valid chain" \
  "$(ratio "${ms[refused100-typed]}" "${ms[mixed100-typed]}")" "not budgeted"
exit $status
