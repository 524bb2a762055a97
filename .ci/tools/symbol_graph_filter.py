#!/usr/bin/env python3
"""Copies symbol graphs for DocC, dropping symbols a module merely re-exports.

usage: symbol_graph_filter.py <from-dir> <to-dir> <module>...

A module that says `@_exported import FluentAlert` gets every FluentAlert
symbol in its own symbol graph, with the same identifiers. Built into one
archive, DocC would then file FluentAlert's types under that module. This keeps,
in each module's graphs, only the symbols declared in its own Sources/<Module>/
folder (or with no source location: compiler-synthesized members follow their
parent), and the relationships that start from a kept symbol. The Apple
modules come from their shimmed builds when present (see symbol_graphs.py).
"""
import json
import pathlib
import sys

from symbol_graphs import home, module_graphs


def main(argv):
    source, target, modules = pathlib.Path(argv[1]), pathlib.Path(argv[2]), argv[3:]
    target.mkdir(parents=True, exist_ok=True)
    dropped = 0
    for module in modules:
        for name, graph in module_graphs(source, module):
            foreign = {s["identifier"]["precise"] for s in graph["symbols"]
                       if home(s) not in (None, module) and home(s) in modules}
            parents = {r["source"]: r["target"] for r in graph["relationships"]
                       if r["kind"] == "memberOf"}
            # synthesized members of a foreign type are foreign too
            foreign |= {s["identifier"]["precise"] for s in graph["symbols"]
                        if home(s) is None and parents.get(s["identifier"]["precise"]) in foreign}
            graph["symbols"] = [s for s in graph["symbols"]
                                if s["identifier"]["precise"] not in foreign]
            graph["relationships"] = [r for r in graph["relationships"]
                                      if r["source"] not in foreign]
            dropped += len(foreign)
            (target / name).write_text(json.dumps(graph))
    print(f"symbol graphs: {len(modules)} modules, {dropped} re-exported symbols left to "
          f"their own module")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
