#!/usr/bin/env bash
# The core's Apple-only sources (Sources/FluentAlert/Localization/Apple) type-check inside the
# core, with the core's own imports, as on an Apple platform: Linux never compiles them in the
# core, and a test module that compiles them alone cannot see a conflict between their imports
# and the other files' (such as Foundation imported with no access level in one file and as
# `internal` in another, which Swift refuses). `canImport(Darwin)` finds the Foundation shim
# (Tests/Support/AppleShims/FoundationShim, Apple's published `LocalizedStringResource`), so
# every Darwin branch of the core is checked too. Any error fails; the one warning expected is
# that `public import Foundation` looks unused, since here the resource type is the shim's.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=.build/apple-core
rm -rf "$work" && mkdir -p "$work"
common=(-swift-version 6 -package-name fluentalert -I "$work" -module-cache-path "$work/cache"
  -diagnostic-style llvm)
printf 'import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n' \
  >"$work/resource_bundle_accessor.swift"
swiftc -emit-module -parse-as-library "${common[@]}" -module-name FluentAlertText \
  -emit-module-path "$work/FluentAlertText.swiftmodule" \
  $(find Sources/FluentAlertText -name '*.swift' | sort) "$work/resource_bundle_accessor.swift"
swiftc -emit-module -parse-as-library "${common[@]}" -module-name FoundationShim \
  -emit-module-path "$work/FoundationShim.swiftmodule" \
  Tests/Support/AppleShims/FoundationShim/LocalizedStringResource.swift
apple=$(find Sources/FluentAlert/Localization/Apple -name '*.swift' | sort)
[ -n "$apple" ] || { echo "apple core: no Apple-only sources found"; exit 1; }
set +e
output=$(swiftc -typecheck "${common[@]}" -module-name FluentAlert \
  -module-alias Darwin=FoundationShim -Xfrontend -import-module -Xfrontend Darwin \
  $(find Sources/FluentAlert -name '*.swift' | sort) 2>&1)
status=$?
set -e
unexpected=$(grep -E ': (error|warning): ' <<<"$output" \
  | grep -v "Localization/Apple/.*warning: public import of 'Foundation' was not used" || true)
if [ "$status" -ne 0 ] || [ -n "$unexpected" ]; then
  echo "$output"
  echo "apple core: the core with its Apple-only sources does not type-check cleanly (above)"
  exit 1
fi
echo "apple core: $(wc -w <<<"$apple") Apple-only file(s) type-check inside the core against the Foundation shim"
