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

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from snippets import blocks  # the same fences and markers the snippets check reads


def main(argv):
    readme, package = pathlib.Path(argv[1]), pathlib.Path(argv[2])
    found = {}
    for _, language, marker, code in blocks(readme):
        if language == "swift":
            found.setdefault(marker or "example", "\n".join(code) + "\n")
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
