#!/usr/bin/env bash
# Type-checks the UIKit shell tests that read only Apple's API (Tests/FluentAlertUIKitTests/Shell)
# against a real iPhoneOS SDK's UIKit: the same sources that run on Linux against the shim, so a
# member only the shim has, or a signature it copied wrongly, fails here; and the test support
# every test target builds on type-checks for iOS, bodies included. By hand, never in CI
# (no SDK there, and no SDK file may enter the repository).
#
# First run ../shared/tools/apple-sdk-typecheck once (its header says how to fetch the SDK); it
# extracts the SDK into $FA_SDK_CACHE (default ~/.cache/fluentalert-sdk), which this reads.
# Usage, from anywhere in the project: bash Tests/Support/apple-sdk-shell-tests.sh [TARGET]
# Swift Testing is not part of the SDK: a stub stands in for it, and #expect, #require, @Test
# and @Suite are rewritten as plain calls, so the check covers what the tests read, not the
# macros' own expansion. A probe proves the check is real: it must report exactly one error.
set -u
cache=${FA_SDK_CACHE:-$HOME/.cache/fluentalert-sdk}
SDK=$cache/iPhoneOS.sdk
RD=$cache/rd
MC=$cache/mc
TARGET=${1:-arm64-apple-ios17.0}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel) || exit 2
[ -f "$SDK/SDKSettings.json" ] && [ -d "$RD/apinotes" ] || {
  echo "no SDK in $cache: run ../shared/tools/apple-sdk-typecheck first"
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$work/out
mkdir -p "$out" "$work/tests"
common=(-target "$TARGET" -sdk "$SDK" -resource-dir "$RD" -module-cache-path "$MC" -DSWIFT_PACKAGE
  -DDEBUG -Onone -package-name fluentalert -I "$out" -diagnostic-style llvm)
emit=(-emit-module -wmo -Xfrontend -experimental-skip-non-inlinable-function-bodies)
sources() { find "$root/$1" -name '*.swift' | sort; }
errors=0
module() { # name, language mode, sources…
  local name=$1 mode=$2 found
  shift 2
  found=$(swiftc "${emit[@]}" "${common[@]}" $mode -module-name "$name" \
    -emit-module-path "$out/$name.swiftmodule" "$@" 2>&1 | grep -E ': error: ')
  if [ -n "$found" ]; then
    echo "== $name does not build for $TARGET:"
    echo "$found" | head -20
    errors=1
  fi
}
printf 'import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n' \
  >"$work/bundle.swift"
module FluentAlertText "-swift-version 5 -strict-concurrency=complete" \
  $(sources Sources/FluentAlertText) "$work/bundle.swift"
module FluentAlert "-swift-version 5 -strict-concurrency=complete" $(sources Sources/FluentAlert)
module FluentAlertUIKit "-swift-version 6" $(sources Sources/FluentAlertUIKit)
# The test support every test target builds on, as the iOS Simulator job builds it, bodies too.
module FluentAlertTestSupport "-swift-version 6" $(sources Tests/Support/FluentAlertTestSupport) \
  "$work/bundle.swift"
support=$(swiftc -typecheck "${common[@]}" -swift-version 6 -module-name FluentAlertTestSupport \
  $(sources Tests/Support/FluentAlertTestSupport) "$work/bundle.swift" 2>&1 | grep -E ': error: ')
if [ -n "$support" ]; then
  echo "== FluentAlertTestSupport does not type-check for $TARGET:"
  echo "$support" | head -20
  errors=1
fi
cat >"$work/Testing.swift" <<'SWIFT'
public func __expect(_ condition: @autoclosure () throws -> Bool) {}
public func __require<T>(_ value: @autoclosure () throws -> T?) throws -> T { fatalError() }
public func __require(_ condition: @autoclosure () throws -> Bool) throws {}
SWIFT
module Testing "-swift-version 6" "$work/Testing.swift"
[ "$errors" -eq 0 ] || exit 1
for file in "$root"/Tests/FluentAlertUIKitTests/Shell/*.swift; do
  python3 - "$file" "$work/tests/$(basename "$file")" <<'PY'
import re, sys
text = open(sys.argv[1]).read().replace("#expect(", "__expect(").replace("#require(", "__require(")
kept, start = [], 0
for match in re.finditer(r"@(Test|Suite)\b", text):
    if match.start() < start:
        continue
    kept.append(text[start:match.start()])
    end = match.end()
    if text[end:end + 1] == "(":  # skip the balanced arguments
        depth = 0
        while True:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
            if depth == 0:
                break
    start = end
kept.append(text[start:])
open(sys.argv[2], "w").write("".join(kept))
PY
done
check() {
  swiftc -typecheck "${common[@]}" -swift-version 6 -module-name FluentAlertUIKitTests \
    "$work"/tests/*.swift 2>&1 | grep -E ': (error|warning): ' | sed "s#$work/tests/##" | sort -u
}
found=$(check)
count=$(ls "$work"/tests | wc -l)
printf '#if os(iOS)\nimport UIKit\nlet probe: Int = UIAlertController.self\n#endif\n' \
  >"$work/tests/zz_probe.swift"
probe=$(check | grep -c 'zz_probe.swift.*cannot convert')
if [ -n "$found" ]; then
  echo "$found"
  echo "== $count Shell test files: $(grep -c ': error: ' <<<"$found") error(s) against $TARGET"
  exit 1
fi
if [ "$probe" -ne 1 ]; then
  echo "== probe: FAILED — the check did not see UIKit's declarations; the result proves nothing"
  exit 1
fi
echo "== $count Shell test files type-check against UIKit of the SDK for $TARGET (probe seen)"
