# Generators of the type-check benchmark files and their measurement, sourced by
# typecheck.sh. `measure` needs $RUNS and, unless given a
# module directory, $MODULES.

source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# One component of the varied body: modifiers, roles and wrapping depend on i.
component() { # $1 index, $2 dsl|plain
  local i=$1 role=default mods=""
  ((i % 6 == 5)) && role=destructive
  ((i % 3 == 0)) && mods+=".preferred()"
  ((i % 4 == 1)) && mods+=".disabled()"
  ((i % 7 == 2)) && mods+=".titleColor(.system(.red))"
  if [[ $2 == dsl ]]; then
    if [[ $role == destructive ]]; then
      printf 'Destructive("Action %d", key: .c%d)%s' "$i" "$i" "$mods"
    else
      printf 'Action("Action %d", key: .c%d)%s' "$i" "$i" "$mods"
    fi
  else
    local r=""
    [[ $role == destructive ]] && r=", role: .destructive"
    # The same settings through the same modifiers, on the value itself.
    printf 'actions.append(DialogAction(title: "Action %d"%s, key: .c%d)%s)' "$i" "$r" "$i" "$mods"
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

# $1 calls on a minimal chain type, the floor for any chain API: $2 generic (a `Key`
# parameter to open on every call, as `Dialog` has) or concrete (none).
minimal_chain_file() {
  keys "$1"
  if [[ $2 == generic ]]; then
    printf 'struct Minimal<Key: Hashable> {\n'
    printf '  consuming func add(_ title: String, key: Key) -> Self { self }\n}\n\n'
    printf 'func make() -> Minimal<Choice> {\n  Minimal<Choice>()\n'
  else
    printf 'struct Minimal {\n'
    printf '  consuming func add(_ title: String, key: Choice) -> Self { self }\n}\n\n'
    printf 'func make() -> Minimal {\n  Minimal()\n'
  fi
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
    '.addTextField("Name") { $0.secure().required(.nonEmpty) }'
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
# something before. Both are reported, and a budget must hold for both.
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
measure() { # $1 file, $2 module directory (default $MODULES)
  local run samples=() modules="${2:-$MODULES}"
  for ((run = 0; run < RUNS; run++)); do
    samples+=("$(swiftc -typecheck -I "$modules" -Xfrontend -debug-time-function-bodies "$1" 2>&1 \
      | awk -F'ms' '/ms\t/ { if (/cold_/) cold += $1; else warm += $1 }
          END { printf "%.2f %.2f", warm, cold }')")
  done
  printf '%s\n' "${samples[@]}" | awk '{ print $1 }' | sort -g \
    | awk '{ a[NR] = $1 } END { printf "%s ", a[int((NR + 1) / 2)] }'
  printf '%s\n' "${samples[@]}" | awk '{ print $2 }' | sort -g \
    | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
