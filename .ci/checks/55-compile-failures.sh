#!/usr/bin/env bash
# Misuse the types catch does not compile, and the compiler says why in a sentence (the
# promise of FluentAlert's builder and chain and of FluentAlertMacrosFree's typed drafts).
# Builds the modules once (sharing 10-strict-build's scratch and flags), then type-checks:
# - every Tests/CompileFailures/*.swift, which must fail with exactly the errors its leading
#   `// expected-error: <message>` lines name (each reported error must contain that message,
#   and when the file marks lines with `// expected-error-here`, be on one of them), and nothing
#   else: no other error, no warning. Files may import FluentAlert or FluentAlertMacrosFree;
# - every Tests/CompileFailures/Valid/*.swift, which must compile with no diagnostic at all.
# A self-test first proves the checker rejects a wrong message and a file that compiles.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build/strict
swift build --target FluentAlertMacrosFree --scratch-path "$scratch" -Xswiftc -warnings-as-errors
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
modules="$bin/Modules"
[[ -e "$modules/FluentAlertMacrosFree.swiftmodule" ]] || modules="$bin"
work=.build/compile-failures
mkdir -p "$work"

typecheck() {  # file, extra flags...
  local file="$1"
  shift
  swiftc -typecheck -swift-version 6 -I "$modules" -module-cache-path "$work/ModuleCache" \
    -diagnostic-style llvm "$@" "$file" 2>&1
}

# Prints why a failure file does not fail as it says, and returns 1; silent and 0 when it does.
check_failure() {
  local file="$1" output status=0
  local -a expected=() actual=() marked=()
  if ! head -n 1 "$file" | grep -q '^// expected-error: '; then
    echo "$file: the first line must be '// expected-error: <message>'"
    return 1
  fi
  while IFS= read -r line; do
    [[ "$line" == "// expected-error: "* ]] || break
    expected+=("${line#// expected-error: }")
  done <"$file"
  mapfile -t marked < <(grep -n '// expected-error-here' "$file" | cut -d: -f1)
  output="$(typecheck "$file")" && status=0 || status=$?
  if ((status == 0)); then
    echo "$file: compiled, but must fail with: ${expected[*]}"
    return 1
  fi
  if grep -q ': warning: ' <<<"$output"; then
    echo "$file: unexpected warning:"
    grep ': warning: ' <<<"$output"
    return 1
  fi
  mapfile -t actual < <(grep ': error: ' <<<"$output")
  if ((${#actual[@]} != ${#expected[@]})); then
    echo "$file: expected ${#expected[@]} error(s), got ${#actual[@]}:"
    printf '  %s\n' "${actual[@]}"
    return 1
  fi
  if ((${#marked[@]} > 0 && ${#marked[@]} != ${#expected[@]})); then
    echo "$file: ${#expected[@]} expected error(s) but ${#marked[@]} // expected-error-here line(s)"
    return 1
  fi
  local i error line
  for i in "${!expected[@]}"; do
    local found=""
    for error in "${actual[@]}"; do
      if [[ "$error" == "$file:"*": error: "*"${expected[$i]}"* ]]; then
        found="$error"
        break
      fi
    done
    if [[ -z "$found" ]]; then
      echo "$file: no error contains: ${expected[$i]}"
      printf '  got: %s\n' "${actual[@]}"
      return 1
    fi
    line="$(cut -d: -f2 <<<"${found#"$file"}")"
    if ((${#marked[@]} > 0)) && ! printf '%s\n' "${marked[@]}" | grep -qx "$line"; then
      echo "$file:$line: error reported on a line not marked // expected-error-here: $found"
      return 1
    fi
  done
}

check_valid() {
  local file="$1" output status=0
  output="$(typecheck "$file" -warnings-as-errors)" && status=0 || status=$?
  if ((status != 0)) || [[ -n "$output" ]]; then
    echo "$file: must compile cleanly, got:"
    echo "$output"
    return 1
  fi
}

# Self-test: the checker must reject a wrong expectation and a file that compiles.
sed '1s/.*/\/\/ expected-error: a message the compiler never prints/' \
  Tests/CompileFailures/SecondCancel.swift >"$work/WrongMessage.swift"
{
  echo '// expected-error: a dialog can have only one cancel action'
  tail -n +2 Tests/CompileFailures/Valid/OrderIsFree.swift
} >"$work/Compiles.swift"
for probe in "$work/WrongMessage.swift" "$work/Compiles.swift"; do
  if check_failure "$probe" >/dev/null; then
    echo "self-test: the checker accepted $probe, which it must reject"
    exit 1
  fi
done

# The doc comments' examples are a positive corpus too: every ```swift block of a `///` comment
# in Sources/FluentAlertMacrosFree becomes one generated file of top-level code.
rm -f "$work"/DocExample-*.swift
find Sources/FluentAlertMacrosFree -name '*.swift' | sort | xargs awk -v dir="$work" '
  {
    line = $0
    if (line !~ /^[ \t]*\/\/\/( |$)/) { inside = 0; next }
    sub(/^[ \t]*\/\/\/ ?/, "", line)
    if (!inside && line == "```swift") {
      inside = 1
      out = sprintf("%s/DocExample-%02d.swift", dir, ++n)
      printf "// From %s\nimport FluentAlertMacrosFree\n\n", FILENAME >out
      next
    }
    if (inside && line == "```") { inside = 0; close(out); next }
    if (inside) print line >out
  }
'
examples=("$work"/DocExample-*.swift)

failed=0
count=0
for file in "${examples[@]}"; do
  count=$((count + 1))
  if check_valid "$file"; then echo "ok   $file ($(head -n 1 "$file" | cut -c 9-))"; else failed=$((failed + 1)); fi
done
for file in Tests/CompileFailures/*.swift; do
  count=$((count + 1))
  if check_failure "$file"; then echo "ok   $file"; else failed=$((failed + 1)); fi
done
for file in Tests/CompileFailures/Valid/*.swift; do
  count=$((count + 1))
  if check_valid "$file"; then echo "ok   $file"; else failed=$((failed + 1)); fi
done
if ((failed > 0)); then
  echo "$failed of $count compile-failure corpus files did not behave as they say"
  exit 1
fi
echo "all $count compile-failure corpus files behave as they say"
