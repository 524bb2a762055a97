#!/usr/bin/env bash
# Linux checks no availability: an API newer than the package's platforms (macOS 13, iOS 16) builds
# here and fails every Apple build. Synchronization's Mutex and Atomic need macOS 15 and iOS 18, so
# the package uses FluentAlertText's MemoLock instead; Synchronization may be imported only inside
# a Linux-only block (indented under `#if canImport(Glibc)`), never at a file's top level.
set -euo pipefail
cd "$(dirname "$0")/../.."
found=$(grep -rn --include='*.swift' -E '^(public |package |internal )?import Synchronization' \
  Sources Tests Examples || true)
if [ -n "$found" ]; then
  echo "$found"
  echo "apple availability: Synchronization needs macOS 15 / iOS 18; use MemoLock (above)"
  exit 1
fi
echo "apple availability: no top-level import of Synchronization in Sources, Tests or Examples"
