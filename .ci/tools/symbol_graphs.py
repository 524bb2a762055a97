"""Reads a library module's symbol graphs, shared by doc_coverage.py and
symbol_graph_filter.py.

The UIKit, AppKit and SwiftUI shells compile only where those frameworks
exist, so on Linux `FluentAlertUIKit` (and the others) holds just the
plans. The package also compiles the same sources against interface shims
of Apple's frameworks, as `FluentAlertUIKitShimmed` importing `UIKitShim`.
When such a build exists, its graphs stand in for the module's, renamed
back (FluentAlertUIKitShimmed -> FluentAlertUIKit, UIKitShim -> UIKit), so
the documentation and the doc-comment count cover the shells too. Source
locations are resolved through the symlinks to Sources/<Module>/.
"""
import json
import os
import pathlib

SHIMS = {"UIKitShim": "UIKit", "AppKitShim": "AppKit", "SwiftUIShim": "SwiftUI"}


def _rename(value, names):
    if isinstance(value, dict):
        return {key: _rename(item, names) for key, item in value.items()}
    if isinstance(value, list):
        return [_rename(item, names) for item in value]
    if isinstance(value, str):
        if value in names:
            return names[value]
        if value.startswith("file://"):
            return "file://" + os.path.realpath(value[len("file://"):])
    return value


def module_graphs(directory, module):
    """Yields (file name, graph) for `module`, from its shimmed build if any."""
    directory = pathlib.Path(directory)
    shimmed = f"{module}Shimmed"
    source = shimmed if (directory / f"{shimmed}.symbols.json").is_file() else module
    names = {shimmed: module, **SHIMS}
    paths = [directory / f"{source}.symbols.json",
             *sorted(directory.glob(f"{source}@*.symbols.json"))]
    for path in paths:
        if not path.is_file():
            continue
        graph = _rename(json.loads(path.read_text()), names)
        name = path.name.replace(source, module, 1)
        for old, new in SHIMS.items():
            name = name.replace(f"@{old}.", f"@{new}.")
        yield name, graph


def home(symbol):
    """The Sources/<Module> folder that declares `symbol`, or None."""
    location = symbol.get("location")
    if not location:
        return None
    parts = pathlib.PurePath(location["uri"].removeprefix("file://")).parts
    if "Sources" in parts and parts.index("Sources") + 1 < len(parts):
        return parts[parts.index("Sources") + 1]
    return None
