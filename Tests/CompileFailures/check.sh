#!/usr/bin/env bash
# Misuse that the types catch must fail to compile with a sentence, not type-checker noise.
#
# Each Tests/CompileFailures/*.swift names the message it must produce on its first line
# (`// expected-error: <text>`); this type-checks every file against the built FluentAlert
# module and fails when a file compiles or when the message is missing.
#
# Usage: Tests/CompileFailures/check.sh   (from the package root)
set -euo pipefail
swift build --target FluentAlert >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"
status=0
for file in Tests/CompileFailures/*.swift; do
  expected="$(sed -n '1s|^// expected-error: ||p' "$file")"
  if output="$(swiftc -typecheck -I "$MODULES" "$file" 2>&1)"; then
    echo "FAIL $file compiled, but must not"
    status=1
  elif grep -qF -- "$expected" <<<"$output"; then
    echo "ok   $file: $expected"
  else
    echo "FAIL $file did not say: $expected"
    echo "$output" | grep 'error:' | head -3
    status=1
  fi
done
exit $status
