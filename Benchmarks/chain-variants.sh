#!/usr/bin/env bash
# How much of the 100-call chain's type-check cost the chain API's declarations cause.
#
# Builds two copies of the FluentAlert target whose chain declarations are cut down, and
# type-checks the same 100-call chain (typecheck.sh's `chain_file`) against each, next to
# the real module and the plain appends:
#   real      the package as it is
#   lean      title `any DialogTextConvertible` instead of `some`, and `addAction`'s
#             defaulted `role:` split into `addAction(_:key:)` + `addAction(_:key:role:)`
#   bare      lean, and no keyless `Dialog<Int>` overloads and no `unavailable` misuse
#             overloads of `addAction` (public API: this copy only measures)
# Each line is the median of $RUNS runs, cold and warm as in typecheck.sh.
#
# Usage: Benchmarks/chain-variants.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-11}"
OUT=".build/dsl-bench/variants"
mkdir -p "$OUT"
swift build --target FluentAlert >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"

source Benchmarks/typecheck-files.sh

# Copies the package (without .build) into $OUT/$1, applies the Python edit on stdin to
# the chain sources there (it must change something), and builds FluentAlert.
variant() { # $1 name; stdin: python code editing files under the current directory
  local dir="$OUT/$1"
  rm -rf "$dir" && mkdir -p "$dir"
  cp -R Package.swift Sources Tests Examples "$dir/"
  (cd "$dir/Sources/FluentAlert/Chaining" && python3 -)
  swift build --target FluentAlert --package-path "$dir" --scratch-path "$OUT/$1-build" >/dev/null
}

LEAN_EDIT='
import sys

def edit(path, old, new):
    text = open(path).read()
    if old not in text:
        sys.exit(f"chain-variants: {path} no longer contains the declaration this edits")
    open(path, "w").write(text.replace(old, new))

edit("Dialog+Chaining.swift",
     """_ title: some DialogTextConvertible, key: Key, role: ActionRole = .default
  ) -> Self {""",
     """_ title: any DialogTextConvertible, key: Key, role: ActionRole
  ) -> Self {""")
edit("Dialog+Chaining.swift",
     "  @inlinable\n  public consuming func addAction(\n",
     """  @inlinable
  public consuming func addAction(_ title: any DialogTextConvertible, key: Key) -> Self {
    addAction(title, key: key, role: .default)
  }

  @inlinable
  public consuming func addAction(
""")
for name in ("addDestructive", "addCancel"):
    edit("Dialog+Chaining.swift",
         f"func {name}(_ title: some DialogTextConvertible, key: Key)",
         f"func {name}(_ title: any DialogTextConvertible, key: Key)")
'

BARE_EDIT="$LEAN_EDIT"'
import os
os.remove("Dialog+KeylessChaining.swift")
path = "Dialog+ChainingMisuse.swift"
parts = open(path).read().split("  /// ")
kept = [parts[0]] + [p for p in parts[1:] if "func addAction(" not in p]
if len(kept) == len(parts):
    sys.exit("chain-variants: no misuse overload of addAction left to remove")
open(path, "w").write("  /// ".join(kept))
'

variant lean <<<"$LEAN_EDIT"
variant bare <<<"$BARE_EDIT"

chain_file 100 | with_cold_copy >"$OUT/chain100.swift"
appends_file 100 | with_cold_copy >"$OUT/appends100.swift"

read -r appends_warm appends_cold < <(measure "$OUT/appends100.swift")
printf '%-8s %8s ms warm %8s ms cold\n' appends "$appends_warm" "$appends_cold"
for name in real lean bare; do
  modules="$MODULES"
  [[ $name == real ]] || modules="$OUT/$name-build/debug/Modules"
  read -r warm cold < <(measure "$OUT/chain100.swift" "$modules")
  printf '%-8s %8s ms warm %8s ms cold   chain / appends: %s× warm, %s× cold\n' "$name" \
    "$warm" "$cold" "$(ratio "$warm" "$appends_warm")" "$(ratio "$cold" "$appends_cold")"
done
