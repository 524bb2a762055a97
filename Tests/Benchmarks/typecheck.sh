#!/usr/bin/env bash
# Type-check cost of the DSL, as ratios to the same content written without it.
#
# Generates Swift files (into $OUT, git-ignored under .build), type-checks each
# with `swiftc -typecheck -Xfrontend -debug-time-function-bodies` against the
# debug-built FluentAlert module, and prints the median (of $RUNS runs) of the
# summed body times, warm and cold (see `with_cold_copy`), then the ratios the
# budgets in DESIGN.md name; a budget is checked on the warm ratio.
#
# Usage: Tests/Benchmarks/typecheck.sh [runs]   (from the package root)
set -euo pipefail
RUNS="${1:-7}"
OUT=".build/dsl-bench/typecheck"
mkdir -p "$OUT"
swift build --target FluentAlert >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"

keys() { # the key enum with $1 cases
  printf 'enum Choice: Hashable, Sendable {\n'
  for ((i = 0; i < $1; i++)); do printf '  case c%d\n' "$i"; done
  printf '}\n\n'
}

# One component of the varied body: modifiers, roles and wrapping depend on i.
component() { # $1 index, $2 dsl|plain
  local i=$1 role=default mods="" args=""
  ((i % 6 == 5)) && role=destructive
  ((i % 3 == 0)) && mods+=".preferred()" && args+=", isPreferred: true"
  ((i % 4 == 1)) && mods+=".disabled()" && args+=", isEnabled: false"
  ((i % 7 == 2)) && mods+=".titleColor(.system(.red))" && args+=", titleColor: .system(.red)"
  if [[ $2 == dsl ]]; then
    if [[ $role == destructive ]]; then
      printf 'Destructive("Action %d", key: .c%d)%s' "$i" "$i" "$mods"
    else
      printf 'Action("Action %d", key: .c%d)%s' "$i" "$i" "$mods"
    fi
  else
    local r=""
    [[ $role == destructive ]] && r=", role: .destructive"
    # Argument order of DialogAction.init: title, role, key, isEnabled, isPreferred, titleColor.
    args=""
    ((i % 4 == 1)) && args+=", isEnabled: false"
    ((i % 3 == 0)) && args+=", isPreferred: true"
    ((i % 7 == 2)) && args+=", titleColor: .system(.red)"
    printf 'actions.append(DialogAction(title: "Action %d"%s, key: .c%d%s))' "$i" "$r" "$i" "$args"
  fi
}

# Statements $1..<$2, every 5th inside `if flag`, every 10th (from 7) a `for` loop.
statements() { # $1 from, $2 to, $3 dsl|plain, $4 indent
  local i
  for ((i = $1; i < $2; i++)); do
    if ((i % 10 == 7)); then
      printf '%sfor _ in items { %s }\n' "$4" "$(component "$i" "$3")"
    elif ((i % 5 == 4)); then
      printf '%sif flag { %s }\n' "$4" "$(component "$i" "$3")"
    else
      printf '%s%s\n' "$4" "$(component "$i" "$3")"
    fi
  done
}

body_file() { # $1 n, $2 dsl|plain
  printf 'import FluentAlert\n\n'
  keys "$1"
  if [[ $2 == dsl ]]; then
    printf 'func make(flag: Bool, items: [Int]) -> Dialog<Choice> {\n'
    printf '  Dialog<Choice>(.alert, title: "Title") {\n'
    statements 0 "$1" dsl '    '
    printf '  }\n}\n'
  else
    printf 'func make(flag: Bool, items: [Int]) -> [DialogAction<Choice>] {\n'
    printf '  var actions: [DialogAction<Choice>] = []\n'
    statements 0 "$1" plain '  '
    printf '  return actions\n}\n'
  fi
}

straight_file() { # $1 n components without modifiers or control flow, $2 dsl|plain
  printf 'import FluentAlert\n\n'
  keys "$1"
  local i
  if [[ $2 == dsl ]]; then
    printf 'func make() -> Dialog<Choice> {\n  Dialog<Choice>(.alert, title: "Title") {\n'
    for ((i = 0; i < $1; i++)); do
      if ((i % 6 == 5)); then
        printf '    Destructive("Action %d", key: .c%d)\n' "$i" "$i"
      else
        printf '    Action("Action %d", key: .c%d)\n' "$i" "$i"
      fi
    done
    printf '  }\n}\n'
  else
    printf 'func make() -> [DialogAction<Choice>] {\n  var actions: [DialogAction<Choice>] = []\n'
    for ((i = 0; i < $1; i++)); do
      if ((i % 6 == 5)); then
        printf '  actions.append(DialogAction(title: "Action %d", role: .destructive, key: .c%d))\n' "$i" "$i"
      else
        printf '  actions.append(DialogAction(title: "Action %d", key: .c%d))\n' "$i" "$i"
      fi
    done
    printf '  return actions\n}\n'
  fi
}

helpers_file() { # $1 n: helpers of 10 statements each
  printf 'import FluentAlert\n\n'
  keys "$1"
  local part
  for ((part = 0; part < $1 / 10; part++)); do
    printf '@DialogBuilder<Choice>\nfunc part%d(flag: Bool, items: [Int]) -> DialogContent<Choice> {\n' "$part"
    statements $((part * 10)) $((part * 10 + 10)) dsl '  '
    printf '}\n\n'
  done
  printf 'func make(flag: Bool, items: [Int]) -> Dialog<Choice> {\n'
  printf '  Dialog<Choice>(.alert, title: "Title") {\n'
  for ((part = 0; part < $1 / 10; part++)); do
    printf '    part%d(flag: flag, items: items)\n' "$part"
  done
  printf '  }\n}\n'
}

chain_file() { # $1 n calls; addAction and addDestructive alternate
  printf 'import FluentAlert\n\n'
  keys "$1"
  printf 'func make() -> Dialog<Choice> {\n  Dialog<Choice>.alert("Title")\n'
  for ((i = 0; i < $1; i++)); do
    if ((i % 2)); then
      printf '    .addDestructive("Action %d", key: .c%d)\n' "$i" "$i"
    else
      printf '    .addAction("Action %d", key: .c%d)\n' "$i" "$i"
    fi
  done
  printf '}\n'
}

floor_file() { # $1 n calls of a minimal generic chain: the floor for any chain API
  keys "$1"
  printf 'struct Minimal<Key: Hashable> {\n'
  printf '  consuming func add(_ title: String, key: Key) -> Self { self }\n}\n\n'
  printf 'func make() -> Minimal<Choice> {\n  Minimal<Choice>()\n'
  for ((i = 0; i < $1; i++)); do printf '    .add("Action %d", key: .c%d)\n' "$i" "$i"; done
  printf '}\n'
}

appends_file() { # $1 n plain appends, same roles as chain_file
  printf 'import FluentAlert\n\n'
  keys "$1"
  printf 'func make() -> [DialogAction<Choice>] {\n  var actions: [DialogAction<Choice>] = []\n'
  for ((i = 0; i < $1; i++)); do
    if ((i % 2)); then
      printf '  actions.append(DialogAction(title: "Action %d", role: .destructive, key: .c%d))\n' "$i" "$i"
    else
      printf '  actions.append(DialogAction(title: "Action %d", key: .c%d))\n' "$i" "$i"
    fi
  done
  printf '  return actions\n}\n'
}

# A chain that uses every chain method, in a fixed rotation; the first $1 calls.
mixed_file() {
  local calls=(
    '.addAction("Save", key: .c0)'
    '.actionStyle { $0.preferred().titleColor(.system(.blue)) }'
    '.addTextField("Name", isSecure: true, requirement: .init(.nonEmpty))'
    '.addDestructive("Delete", key: .c1)'
    '.titleStyle(TextStyle(maxLines: 2))'
    '.addAction("Later", key: .c2, role: .default)'
    '.anchor(.center)'
    '.addCancel("Cancel", key: .c3)'
    '.dismiss(after: .seconds(5), reporting: .c3)'
    '.messageStyle(TextStyle(alignment: .center))'
    '.preferred(.c2)'
    '.addTextField()'
    '.accessibilityIdentifier("dialog")'
    '.addAction("More", key: .c4)'
    '.actionStyle { $0.disabled() }'
    '.actionTap { key, texts in print(key, texts) }'
  )
  printf 'import FluentAlert\n\n'
  keys 5
  printf 'func make() -> Dialog<Choice> {\n  Dialog<Choice>.alert("Title", message: "Message")\n'
  for ((i = 0; i < $1; i++)); do printf '    %s\n' "${calls[i]}"; done
  printf '}\n'
}

# Every file holds its functions twice: first renamed `cold_…`, then as generated. The
# first copy is type-checked in a fresh process and pays one-time costs (deserialising the
# module's declarations, growing the heap the solver's partial solutions need); the second
# copy is the same code in a warm compiler, as in any real build that has type-checked
# something before. Both are reported; budgets apply to the warm copy.
with_cold_copy() { # stdin: a generated file; stdout: the same with its functions duplicated
  awk '
    !started && (/^func / || /^@DialogBuilder/) { started = 1 }
    !started { print; next }
    { body[++n] = $0 }
    END {
      for (i = 1; i <= n; i++) {
        line = body[i]
        gsub(/make\(/, "cold_make(", line)
        gsub(/part[0-9]+\(/, "cold_&", line)
        print line
      }
      print ""
      for (i = 1; i <= n; i++) print body[i]
    }'
}

# Median over $RUNS of the summed -debug-time-function-bodies times (ms): "warm cold".
measure() { # $1 file
  local run samples=()
  for ((run = 0; run < RUNS; run++)); do
    samples+=("$(swiftc -typecheck -I "$MODULES" -Xfrontend -debug-time-function-bodies "$1" 2>&1 \
      | awk -F'ms' '/ms\t/ { if (/cold_/) cold += $1; else warm += $1 }
          END { printf "%.2f %.2f", warm, cold }')")
  done
  printf '%s\n' "${samples[@]}" | awk '{ print $1 }' | sort -g \
    | awk '{ a[NR] = $1 } END { printf "%s ", a[int((NR + 1) / 2)] }'
  printf '%s\n' "${samples[@]}" | awk '{ print $2 }' | sort -g \
    | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

body_file 20 dsl | with_cold_copy >"$OUT/body20.swift"
body_file 20 plain | with_cold_copy >"$OUT/plain20.swift"
straight_file 100 dsl | with_cold_copy >"$OUT/body100.swift"
straight_file 100 plain | with_cold_copy >"$OUT/plain100.swift"
body_file 100 dsl | with_cold_copy >"$OUT/varied100.swift"
body_file 100 plain | with_cold_copy >"$OUT/variedplain100.swift"
helpers_file 100 | with_cold_copy >"$OUT/helpers100.swift"
helpers_file 200 | with_cold_copy >"$OUT/helpers200.swift"
chain_file 100 | with_cold_copy >"$OUT/chain100.swift"
appends_file 100 | with_cold_copy >"$OUT/appends100.swift"
floor_file 100 | with_cold_copy >"$OUT/floor100.swift"
mixed_file 8 | with_cold_copy >"$OUT/mixed8.swift"
mixed_file 16 | with_cold_copy >"$OUT/mixed16.swift"

declare -A ms cold
for name in body20 plain20 body100 plain100 varied100 variedplain100 helpers100 helpers200 chain100 appends100 floor100 mixed8 mixed16; do
  read -r ms[$name] cold[$name] < <(measure "$OUT/$name.swift")
  printf '%-14s %8s ms warm %8s ms cold (median of %d)\n' "$name" "${ms[$name]}" "${cold[$name]}" "$RUNS"
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
status=0
both() { # $1 numerator, $2 denominator: "warm-ratio cold-ratio"
  printf '%s %s' "$(ratio "${ms[$1]}" "${ms[$2]}")" "$(ratio "${cold[$1]}" "${cold[$2]}")"
}
check() { # $1 label, $2 "warm-ratio cold-ratio" (both), $3 budget, applied to the warm ratio
  local verdict=ok warm="${2% *}" coldr="${2#* }"
  awk -v r="$warm" -v b="$3" 'BEGIN { exit !(r <= b) }' || { verdict=OVER; status=1; }
  printf '%-58s %6s×  cold %5s×  (budget ≤ %s×) %s\n' "$1" "$warm" "$coldr" "$3" "$verdict"
}
note() { # $1 label, $2 "warm-ratio cold-ratio", $3 comment
  printf '%-58s %6s×  cold %5s×  (%s)\n' "$1" "${2% *}" "${2#* }" "$3"
}
echo
check "20-component body with modifiers, if, for / plain appends" "$(both body20 plain20)" 3
check "100-component single body / plain appends" "$(both body100 plain100)" 5
note "100-component body as varied as the 20 one / plain appends" "$(both varied100 variedplain100)" \
  "no budget: modifiers on 60%, 20 if/for; use helpers"
check "helpers of 10: 200 components / 100 components" "$(both helpers200 helpers100)" 2.3
check "100-call chain / 100 plain appends" "$(both chain100 appends100)" 1.5
note "100 calls on a minimal generic struct / plain appends" "$(both floor100 appends100)" \
  "floor: any chain of literal arguments"
check "16-call mixed chain / 8-call mixed chain" "$(both mixed16 mixed8)" 2.5
exit $status
