#!/usr/bin/env bash
# A new user's project, made from README.md as a reader copies it: the manifest of the
# Installation section (its `.package(url:…)` entry replaced by the local-checkout entry the
# section gives, so the scratch package depends on this checkout by path), the README's first
# example as the app, and a test that taps a dialog with FluentAlertTesting. The app must
# build and run, and the test pass.
set -euo pipefail
root="$PWD"
scratch="$root/.build/installation"
rm -rf "$scratch"
mkdir -p "$scratch/MyApp/Sources/MyApp" "$scratch/MyApp/Tests/MyAppTests"
# The README's path entry is relative to a checkout beside the package.
ln -s "$root" "$scratch/FluentAlert"
python3 .ci/tools/installation.py README.md "$scratch/MyApp"
cat > "$scratch/MyApp/Tests/MyAppTests/MyAppTests.swift" <<'SWIFT'
import FluentAlert
import FluentAlertTesting
import Testing

@Test @MainActor func aTapReachesTheKey() throws {
  let dialog = Dialog<String>.alert("Saved").addCancel("OK", key: "ok")
  let tester = try DialogTester(dialog)
  tester.tap("ok")
  #expect(tester.handledKey == "ok")
}
SWIFT
cd "$scratch/MyApp"
swift build --build-tests > build.log 2>&1 || { cat build.log; exit 1; }
output="$(swift run --skip-build MyApp)"
grep -q 'Follow' <<<"$output" || { echo "the README's first example printed:"; echo "$output"; exit 1; }
swift test --skip-build > test.log 2>&1 || { cat test.log; exit 1; }
grep -q 'aTapReachesTheKey' test.log || { cat test.log; echo "the scratch test did not run"; exit 1; }
echo "installation: a package made from README.md's Installation section builds, runs the first example and passes its test"
