#!/usr/bin/env python3
"""Counts public symbols without a doc comment of their own.

usage: doc_coverage.py <symbol-graph-dir> <module>...

Reads <Module>.symbols.json and <Module>@<Other>.symbols.json (extensions of
other modules' types) for every module named, and reports each public or open
symbol whose doc comment is missing, blank, or inherited from another module.

Left out, because no one wrote them in this package's source:
- symbols whose identifier contains ::SYNTHESIZED:: (protocol-extension
  members the compiler copies onto each conforming type, e.g. `!=`), and
- symbols without a source location (members the compiler synthesizes,
  e.g. `init(rawValue:)` of a raw-value enum, `hashValue`), and
- extension blocks (`extension Dialog { … }`): their members are checked.
Everything with a source location was written by hand and must be documented.
A symbol is checked once, against the module whose Sources/<Module>/ folder
declares it, so a module that re-exports another (`@_exported import`) does
not count the other's symbols again. The Apple modules are read from their
shimmed builds when present (see symbol_graphs.py), so their shells count.

Exits 1 and lists the offenders (file:line, module, path) unless the count is 0.
"""
import pathlib
import sys

from symbol_graphs import home as declaring_module
from symbol_graphs import module_graphs


def own_doc(symbol, module):
    doc = symbol.get("docComment")
    if not doc or doc.get("module", module) != module:
        return False
    return any(line["text"].strip() for line in doc.get("lines", []))


def main(argv):
    directory = pathlib.Path(argv[1])
    modules = argv[2:]
    checked, offenders, seen = 0, [], set()
    for module in modules:
        files = list(module_graphs(directory, module))
        if not files:
            print(f"doc coverage: no symbol graph for module {module} in {directory}")
            return 1
        for _, graph in files:
            for symbol in graph["symbols"]:
                if symbol["accessLevel"] not in ("public", "open"):
                    continue
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue  # an extension block: its members are the API
                location = symbol.get("location")
                if location is None:
                    continue
                file = location["uri"].removeprefix("file://")
                home = declaring_module(symbol) or module
                if symbol["identifier"]["precise"] in seen or home not in modules:
                    continue
                seen.add(symbol["identifier"]["precise"])
                checked += 1
                if own_doc(symbol, home):
                    continue
                try:
                    file = str(pathlib.Path(file).relative_to(pathlib.Path.cwd()))
                except ValueError:
                    pass
                line = location["position"]["line"] + 1
                offenders.append(f"{file}:{line}: {home}.{'.'.join(symbol['pathComponents'])}")
    print(f"doc coverage: {checked} public symbols written in {len(modules)} modules "
          f"({', '.join(modules)})")
    print(f"doc coverage: {len(offenders)} undocumented")
    for offender in sorted(set(offenders)):
        print(f"  {offender}")
    return 1 if offenders else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
