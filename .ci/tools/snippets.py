#!/usr/bin/env python3
"""Extracts the ```swift blocks of README.md and Docs/**/*.md and compiles them.

usage: snippets.py <modules-dir> <generated-dir>

Every ```swift block compiles. The blocks of one document are one program,
concatenated in order (a reader reads them in order: later blocks may use
what earlier ones declared), written to <generated-dir>/<document>/main.swift
with #sourceLocation lines, so every diagnostic points at the Markdown line.

An HTML comment on the line before a block changes how it is checked:
  <!-- snippet: fragment -->   deliberately partial; not compiled (rare:
                               the count of fragments is printed)
  <!-- snippet: uikit -->      compiled in a separate program of the same
  <!-- snippet: appkit -->     document against the Linux shims of Apple's
                               UIKit/AppKit (Tests/AppleShims): `import UIKit`
                               becomes `import UIKitShim`, `import
                               FluentAlertUIKit` becomes `import
                               FluentAlertUIKitShimmed` (same for AppKit)
  <!-- snippet: error: <text> --> a block that must NOT compile: the
                               document's ordinary blocks before it plus this
                               block must fail with an error containing <text>
                               (how misuse is shown, e.g. compile-time checks)
  <!-- snippet: in <path> -->  Apple-only code no Linux shim can compile
                               (SwiftUI): every non-blank line of the block
                               must appear, in order, in the file at <path>,
                               which the Apple CI builds
Fences other than ```swift (```objc, ```sh, ```json, ```text) are prose.
"""
import pathlib
import re
import subprocess
import sys

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.+?)\s*-->\s*$")
SHIMS = {
    "uikit": [("UIKit", "UIKitShim"), ("FluentAlertUIKit", "FluentAlertUIKitShimmed")],
    "appkit": [("AppKit", "AppKitShim"), ("FluentAlertAppKit", "FluentAlertAppKitShimmed")],
}


def blocks(path):
    """Yields (first code line number, language, marker, code) for each fence."""
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        indent, language = match.groups()
        marker = None
        if i > 0 and MARKER.match(lines[i - 1]):
            marker = MARKER.match(lines[i - 1]).group(1)
        start, i = i + 1, i + 1
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            i += 1
        if i == len(lines):
            sys.exit(f"{path}:{start}: unterminated code fence")
        code = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                for line in lines[start:i]]
        yield start + 1, language, marker, code
        i += 1


def program(document, parts, renames):
    out = []
    for line_number, code in parts:
        out.append(f'#sourceLocation(file: "{document}", line: {line_number})')
        for line in code:
            for old, new in renames:
                line = re.sub(rf"^(\s*(?:public |internal |@preconcurrency )?import\s+){old}\s*$",
                              rf"\g<1>{new}", line)
            out.append(line)
        out.append("#sourceLocation()")
    return "\n".join(out) + "\n"


def compile_program(folder, document, parts, renames, modules):
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "main.swift"
    source.write_text(program(document.as_posix(), parts, renames))
    # -c, not -typecheck: some errors (`consume` of a global, use before
    # initialization) are only found by the SIL passes.
    return subprocess.run(
        ["swiftc", "-c", "-swift-version", "6", "-warnings-as-errors",
         "-module-name", "Snippets", "-I", str(modules), str(source),
         "-o", str(folder / "main.o")],
        capture_output=True, text=True)


def appears_in_order(code, path):
    text = [line.strip() for line in path.read_text().splitlines() if line.strip()]
    position = 0
    for line in (line.strip() for line in code if line.strip()):
        try:
            position = text.index(line, position) + 1
        except ValueError:
            return line
    return None


def main(argv):
    modules, generated = pathlib.Path(argv[1]), pathlib.Path(argv[2])
    documents = [pathlib.Path("README.md")] + sorted(pathlib.Path("Docs").rglob("*.md"))
    compiled = fragments = mirrored = refused = 0
    failures = []
    for document in documents:
        units = {}
        slug = document.with_suffix("").as_posix().replace("/", "_")
        for line_number, language, marker, code in blocks(document):
            if language != "swift":
                continue
            if marker and marker.startswith("error:"):
                expected = marker[len("error:"):].strip()
                parts = units.get("main", []) + [(line_number, code)]
                result = compile_program(generated / slug / f"error-{line_number}", document,
                                         parts, [], modules)
                output = result.stdout + result.stderr
                if result.returncode == 0 or expected not in output:
                    failures.append(f"{document}:{line_number}: expected a compile error "
                                    f"containing {expected!r}, got:\n{output or 'no error'}")
                refused += 1
            elif marker == "fragment":
                fragments += 1
            elif marker and marker.startswith("in "):
                target = pathlib.Path(marker[3:].strip())
                missing = "file not found" if not target.is_file() else appears_in_order(code, target)
                if missing:
                    failures.append(f"{document}:{line_number}: block not found in {target}: {missing}")
                mirrored += 1
            elif marker in (None, "uikit", "appkit"):
                units.setdefault(marker or "main", []).append((line_number, code))
                compiled += 1
            else:
                failures.append(f"{document}:{line_number - 1}: unknown snippet marker {marker!r}")
        for unit, parts in units.items():
            result = compile_program(generated / slug / unit, document, parts,
                                     SHIMS.get(unit, []), modules)
            if result.returncode != 0:
                failures.append(result.stdout + result.stderr)
            print(f"  {'ok  ' if result.returncode == 0 else 'FAIL'} {document} "
                  f"({len(parts)} block{'s' if len(parts) != 1 else ''}{', ' + unit if unit != 'main' else ''})")
    print(f"snippets: {compiled} swift blocks compiled, {refused} misuse blocks refused with "
          f"the documented error, {mirrored} Apple-only blocks found in compiled sources, "
          f"{fragments} fragments skipped, {len(failures)} failures")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
