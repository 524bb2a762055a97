#!/usr/bin/env python3
"""Print the modules of the package's library products, one per line, from
`swift package describe --type json` read on stdin (test-support and
executable targets are not libraries, so they are left out).

With `--linked`, also the library targets under Sources/ that are not
products (the text engines), which a program using the libraries links too."""
import json
import sys

package = json.load(sys.stdin)
modules = []
for product in package["products"]:
    if "library" in product["type"]:
        modules += [t for t in product["targets"] if t not in modules]
if "--linked" in sys.argv[1:]:
    for target in package["targets"]:
        if target["type"] == "library" and target["path"].startswith("Sources/") \
                and target["name"] not in modules:
            modules.append(target["name"])
print("\n".join(modules))
