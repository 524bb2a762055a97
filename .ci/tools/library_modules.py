#!/usr/bin/env python3
"""Print the modules of the package's library products, one per line, from
`swift package describe --type json` read on stdin (test-support and
executable targets are not libraries, so they are left out)."""
import json
import sys

package = json.load(sys.stdin)
modules = []
for product in package["products"]:
    if "library" in product["type"]:
        modules += [t for t in product["targets"] if t not in modules]
print("\n".join(modules))
