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
  assertSnapshot(of: dialog, named: "saved")
}
SWIFT
cd "$scratch/MyApp"
swift build --build-tests > build.log 2>&1 || { cat build.log; exit 1; }
output="$(swift run --skip-build MyApp)"
grep -q 'Follow' <<<"$output" || { echo "the README's first example printed:"; echo "$output"; exit 1; }
# The first run records the snapshot and fails saying so; the second compares and passes.
if swift test --skip-build > test.log 2>&1; then
  cat test.log; echo "the first snapshot run passed without a reference"; exit 1
fi
grep -q 'no reference existed' test.log || { cat test.log; exit 1; }
[ -f Tests/MyAppTests/__Snapshots__/MyAppTests/saved.txt ] || { echo "no snapshot recorded"; exit 1; }
# Without an exclude, SwiftPM warns about the reference; the failure message says what to add,
# and with it the build is quiet.
swift build --build-tests > build.log 2>&1 || { cat build.log; exit 1; }
grep -q 'unhandled' build.log || { cat build.log; echo "SwiftPM no longer warns; revisit the advice"; exit 1; }
grep -q 'exclude: \["__Snapshots__"\]' test.log || { cat test.log; echo "no exclude advice"; exit 1; }
python3 - <<'PY'
import pathlib
p = pathlib.Path("Package.swift"); s = p.read_text()
head, sep, tail = s.rpartition('package: "FluentAlert"),\n      ]),')
assert sep and head.rfind(".testTarget(") > head.rfind(".executableTarget("), "no test target last"
s = head + 'package: "FluentAlert"),\n      ],\n      exclude: ["__Snapshots__"]),' + tail
p.write_text(s)
PY
swift build --build-tests > build.log 2>&1 || { cat build.log; exit 1; }
if grep -iE 'unhandled|warning' build.log; then echo "the build warns with exclude: set"; exit 1; fi
swift test --skip-build > test.log 2>&1 || { cat test.log; exit 1; }
grep -q 'aTapReachesTheKey' test.log || { cat test.log; echo "the scratch test did not run"; exit 1; }
echo "installation: a package made from README.md's Installation section builds, runs the first example, records a snapshot without warnings and passes its test"
