#!/usr/bin/env bash
# Prints the identifier of an available simulator whose name starts with $1 (iPhone or iPad),
# the newest iOS runtime first, so the workflow names no device model that a new Xcode drops.
set -euo pipefail
prefix=${1:?usage: simulator.sh iPhone|iPad}
xcrun simctl list devices available --json | python3 -c '
import json, sys
prefix = sys.argv[1]
runtimes = json.load(sys.stdin)["devices"]
def version(runtime):  # com.apple.CoreSimulator.SimRuntime.iOS-26-0 -> [26, 0]
    return [int(part) for part in runtime.split(".iOS-")[1].split("-") if part.isdigit()]
for runtime in sorted((r for r in runtimes if ".iOS-" in r), key=version, reverse=True):
    for device in runtimes[runtime]:
        if device["name"].startswith(prefix):
            print(device["udid"]); sys.exit(0)
sys.exit("no available " + prefix + " simulator")
' "$prefix"
