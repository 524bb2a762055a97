#!/usr/bin/env python3
"""Writes the scratch package of .ci/checks/52-installation.sh from the README.

usage: installation.py <README.md> <package-dir>

The block after `<!-- snippet: manifest -->` becomes <package-dir>/Package.swift, with its
`.package(url: …)` entry replaced by the block after `<!-- snippet: manifest path -->`; the
README's first ```swift block without a marker becomes Sources/MyApp/main.swift.
"""
import pathlib
import re
import sys

FENCE = re.compile(r"^```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.+?)\s*-->\s*$")


def blocks(text):
    """Yields (marker, language, code) for each fenced block."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        marker = MARKER.match(lines[i - 1]) if i else None
        end = i + 1
        while not lines[end].startswith("```"):
            end += 1
        yield marker.group(1) if marker else None, fence.group(1), "\n".join(lines[i + 1:end]) + "\n"
        i = end + 1


def main(argv):
    readme, package = pathlib.Path(argv[1]), pathlib.Path(argv[2])
    found = {}
    for marker, language, code in blocks(readme.read_text()):
        if language != "swift":
            continue
        key = marker or "example"
        found.setdefault(key, code)
    missing = [key for key in ("manifest", "manifest path", "example") if key not in found]
    if missing:
        sys.exit(f"{readme}: no block for {', '.join(missing)}")
    entry = re.compile(r"\.package\(\s*url:[^)]*\)")
    if len(entry.findall(found["manifest"])) != 1:
        sys.exit(f"{readme}: the manifest must have exactly one `.package(url: …)` entry")
    manifest = entry.sub(found["manifest path"].strip(), found["manifest"])
    (package / "Package.swift").write_text(manifest)
    (package / "Sources/MyApp/main.swift").write_text(found["example"])


if __name__ == "__main__":
    main(sys.argv)
