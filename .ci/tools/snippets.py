#!/usr/bin/env python3
"""Extracts the ```swift blocks of README.md and Docs/**/*.md and compiles them.

usage: snippets.py <bin-dir> <generated-dir> <library-module>...
       snippets.py --format          (rewrites the blocks with swift-format)

Every ```swift block compiles. The blocks of one document are one program,
concatenated in order (a reader reads them in order: later blocks may use
what earlier ones declared), written to <generated-dir>/<document>/main.swift
with #sourceLocation lines, so every diagnostic points at the Markdown line.

An HTML comment on the line before a block changes how it is checked:
  <!-- snippet: fragment -->   deliberately partial; not compiled (rare:
                               the count of fragments is printed)
  <!-- snippet: uikit -->      compiled, with the document's ordinary blocks,
  <!-- snippet: appkit -->     in a second program against the Linux shims of
  <!-- snippet: swiftui -->    Apple's frameworks (Tests/Support/AppleShims): `import
                               UIKit` becomes `import UIKitShim`, `import
                               FluentAlertUIKit` becomes `import
                               FluentAlertUIKitShimmed` (same for the others)
  <!-- snippet: error: <text> --> a block that must NOT compile: the
                               document's ordinary blocks before it plus this
                               block must fail with an error containing <text>
                               (how misuse is shown, e.g. compile-time checks)
  <!-- snippet: swiftui error: <text> --> the same against a shim (also uikit,
                               appkit), after the document's blocks of that shim
  <!-- snippet: manifest -->   README.md's package manifest, and the entry that
  <!-- snippet: manifest path --> replaces its `.package(url:)` for a local
                               checkout: not compiled here; .ci/checks/52-installation.sh
                               builds a package from them (the count is printed)
  <!-- snippet: in <path> -->  Apple-only code no Linux shim can compile:
                               every non-blank line of the block
                               must appear, in order, in the file at <path>
                               (doc-comment lines count), which builds where
                               SwiftUI exists
Fences other than ```swift (```objc, ```sh, ```json, ```text) are prose.

Pictures of the examples' dialogs: a marker on the line before an image
  <!-- picture: <variable> <look> [<text size>] [<language>] -->
  ![What the picture shows.](<name>.svg)
draws the dialog the document's examples declare as <variable> (a top-level
`let` of a block before the marker) with `preview` in <look> (its raw
value: ios-alert, ios-action-sheet, macos-alert, terminal), the text size
(a raw value of PreviewTextSize; large by default) and the language (en by
default; another is looked up in Examples/ReviewGallery/Localizable.xcstrings),
light as <name>.svg and dark as <name>~dark.svg (DocC shows the one of the
reader's appearance). A picture in English at the default size must have no
layout warning: the documentation's own dialogs fit. The document's program
draws them when it runs, and every picture must equal its file in
Docs/FluentAlert.docc/Resources/Pictures: a changed dialog with an old picture
fails. FLUENTALERT_UPDATE_PICTURES=1 writes the new pictures there instead
(and removes pictures no marker names).

Each document's ordinary blocks are then linked against the library modules
and run (in a scratch folder, 30 s at most), so an `assert` in an example is
checked too; shimmed and error blocks are only compiled.

Every ```swift block of a `///` doc comment under Sources/ (what DocC shows
on a symbol's page) is compiled too, each block as its own program (not
run: some present dialogs) that imports FluentAlert and the module the file
belongs to; a block under Sources/FluentAlertUIKit, FluentAlertAppKit or
FluentAlertSwiftUI also imports that Apple framework, and all of them go
through the uikit/appkit/swiftui shims above; a block under
Sources/FluentAlert/Localization/Apple imports the Foundation shim and the core's
Apple-only code compiled against it. A block declares what it
uses, as a reader would copy it. `/// <!-- snippet: fragment -->` on the
line before the fence is the only marker there (counted like the others).
They are linted like the documents' blocks below; `--format` does not
rewrite them (fix them by hand).

Every ```swift block of the documents that is not a fragment is also
linted, block by block, with the repository's .swift-format at 80 columns
(what a DocC page shows without scrolling); `snippets.py --format` fixes
what the formatter can.
"""
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import sys

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.+?)\s*-->\s*$")
PICTURE = re.compile(
    r"^\s*<!--\s*picture:\s*(\w+)\s+([\w-]+)(?:\s+([\w-]+))?(?:\s+([\w-]+))?\s*-->\s*$")
LANGUAGE = re.compile(r"^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,4})?$")
TRANSLATIONS = pathlib.Path("Examples/ReviewGallery")
IMAGE = re.compile(r"^\s*!\[[^\]]*\]\(([\w-]+)\.svg\)\s*$")
PICTURES = pathlib.Path("Docs/FluentAlert.docc/Resources/Pictures")
LOOKS = ["ios-alert", "ios-action-sheet", "macos-alert", "terminal"]
TEXT_SIZES = [
    "extra-small", "small", "medium", "large", "extra-large", "extra-extra-large",
    "extra-extra-extra-large", "accessibility-medium", "accessibility-large",
    "accessibility-extra-large", "accessibility-extra-extra-large",
    "accessibility-extra-extra-extra-large",
]
SHIMS = {
    "uikit": [("UIKit", "UIKitShim"), ("FluentAlertUIKit", "FluentAlertUIKitShimmed")],
    "appkit": [("AppKit", "AppKitShim"), ("FluentAlertAppKit", "FluentAlertAppKitShimmed")],
    "swiftui": [("SwiftUI", "SwiftUIShim"), ("FluentAlertSwiftUI", "FluentAlertSwiftUIShimmed")],
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


def pictures(path):
    """Yields (marker line number, variable, look, text size, name) for each picture marker."""
    lines = path.read_text().splitlines()
    fenced = False
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced  # a marker shown inside a code block is an example
        match = None if fenced else PICTURE.match(line)
        if not match:
            continue
        image = IMAGE.match(lines[i + 1]) if i + 1 < len(lines) else None
        if not image:
            sys.exit(f"{path}:{i + 1}: a picture marker must be followed by ![…](<name>.svg)")
        variable, look, size, language = match.groups()
        if size and not language and size not in TEXT_SIZES and LANGUAGE.match(size):
            size, language = None, size
        if look not in LOOKS:
            sys.exit(f"{path}:{i + 1}: unknown look {look!r} (expected {', '.join(LOOKS)})")
        if size and size not in TEXT_SIZES:
            sys.exit(f"{path}:{i + 1}: unknown text size {size!r} (expected one of "
                     f"{', '.join(TEXT_SIZES)})")
        if language and not LANGUAGE.match(language):
            sys.exit(f"{path}:{i + 1}: {language!r} is not a language (such as de or pt_BR)")
        yield i + 1, variable, look, size or "large", language or "en", image.group(1)


def picture_code(document, markers):
    """The code that draws a document's pictures into $FLUENTALERT_PICTURES."""
    lines = [
        "func __drawPicture<Key>(",
        "  _ dialog: Dialog<Key>, _ look: String, _ size: String, _ language: String,",
        "  _ name: String",
        ") {",
        "  let environment = ProcessInfo.processInfo.environment",
        "  guard let folder = environment[\"FLUENTALERT_PICTURES\"] else { return }",
        "  let localization =",
        "    language == \"en\"",
        "    ? DialogLocalization(locale: Locale(identifier: \"en_US\"))",
        "    : DialogLocalization(",
        "      bundle: Bundle(path: environment[\"FLUENTALERT_TRANSLATIONS\"]!)!,",
        "      locale: Locale(identifier: language))",
        "  for (appearance, suffix) in [(PreviewAppearance.light, \"\"), (.dark, \"~dark\")] {",
        "    let preview = dialog.preview(",
        "      PreviewLook(rawValue: look)!, appearance: appearance,",
        "      textSize: PreviewTextSize(rawValue: size)!, in: localization)",
        "    if language == \"en\", size == \"large\", !preview.warnings.isEmpty {",
        "      fatalError(\"picture \\(name): \\(preview.warnings)\")",
        "    }",
        "    try! preview.svg.write(",
        "      toFile: folder + \"/\" + name + suffix + \".svg\", atomically: true,",
        "      encoding: .utf8)",
        "  }",
        "}",
    ]
    parts = [(markers[0][0], lines, False)]
    for line_number, variable, look, size, language, name in markers:
        parts.append((line_number,
                      [f'__drawPicture({variable}, "{look}", "{size}", "{language}", "{name}")'],
                      False))
    return parts


def check_pictures(drawn, expected_names):
    """Compares the drawn pictures with the committed ones; returns failures."""
    update = os.environ.get("FLUENTALERT_UPDATE_PICTURES") == "1"
    files = {f"{name}{suffix}.svg" for name in expected_names for suffix in ("", "~dark")}
    failures = []
    if update:
        PICTURES.mkdir(parents=True, exist_ok=True)
    for file in sorted(files):
        new = drawn / file
        old = PICTURES / file
        if not new.is_file():
            failures.append(f"picture {file} was not drawn (does its document's program run?)")
        elif update:
            old.write_text(new.read_text())
        elif not old.is_file():
            failures.append(f"picture {old} is missing: run FLUENTALERT_UPDATE_PICTURES=1 "
                            f"bash .ci/checks/50-snippets.sh")
        elif old.read_text() != new.read_text():
            failures.append(f"picture {old} is stale (its dialog or the drawing changed): run "
                            f"FLUENTALERT_UPDATE_PICTURES=1 bash .ci/checks/50-snippets.sh")
    for old in sorted(PICTURES.glob("*.svg")) if PICTURES.is_dir() else []:
        if old.name not in files:
            if update:
                old.unlink()
            else:
                failures.append(f"picture {old} is not shown by any document: remove it")
    return failures


def program(document, parts, renames, prelude=()):
    out = []
    for line in prelude:
        for old, new in renames:
            line = re.sub(rf"^import\s+{old}$", f"import {new}", line)
        out.append(line)
    for line_number, code, shimmed in parts:
        out.append(f'#sourceLocation(file: "{document}", line: {line_number})')
        for line in code:
            for old, new in renames if shimmed else []:
                line = re.sub(rf"^(\s*(?:public |internal |@preconcurrency )?import\s+){old}\s*$",
                              rf"\g<1>{new}", line)
            out.append(line)
        out.append("#sourceLocation()")
    return "\n".join(out) + "\n"


def compile_program(folder, document, parts, renames, modules, prelude=()):
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "main.swift"
    source.write_text(program(document.as_posix(), parts, renames, prelude))
    # -c, not -typecheck: some errors (`consume` of a global, use before
    # initialization) are only found by the SIL passes.
    return subprocess.run(
        ["swiftc", "-c", "-swift-version", "6", "-warnings-as-errors",
         "-module-name", "Snippets", "-I", str(modules), str(source),
         "-o", str(folder / "main.o")],
        capture_output=True, text=True)


def module_objects(bin_dir, module):
    """The object files of a module's current sources (its output file map),
    so an object left behind by a renamed or moved source is not linked."""
    entries = json.loads((bin_dir / f"{module}.build" / "output-file-map.json").read_text())
    return sorted(entry["object"] for source, entry in entries.items()
                  if source and "object" in entry)


def run_program(folder, bin_dir, library_modules, environment=None):
    """Links the compiled main.o with the library modules' objects and runs it."""
    objects = [obj for module in library_modules for obj in module_objects(bin_dir, module)]
    link = subprocess.run(
        ["swiftc", str(folder / "main.o"), *objects, "-lm", "-o", str(folder / "main")],
        capture_output=True, text=True)
    if link.returncode != 0:
        return link.returncode, link.stdout + link.stderr
    scratch = folder / "run"
    scratch.mkdir(exist_ok=True)
    try:
        run = subprocess.run([str((folder / "main").resolve())], cwd=scratch, capture_output=True,
                             text=True, timeout=30, stdin=subprocess.DEVNULL,
                             env={**os.environ, "SWIFT_BACKTRACE": "enable=no",
                                  **(environment or {})})
    except subprocess.TimeoutExpired:
        return 1, "did not finish within 30 s"
    (folder / "output.txt").write_text(run.stdout + run.stderr)
    # The failure message, not the stack dump that follows it.
    tail = [line for line in (run.stdout + run.stderr).splitlines()
            if not re.match(r"^(\d+\s+\S+\s+0x|Stack dump:|💣)", line)]
    return run.returncode, "\n".join(tail[-12:])


def appears_in_order(code, path):
    # Lines of doc comments count too ("/// let x = …" holds "let x = …").
    text = [re.sub(r"^//[/!]?\s?", "", line.strip()).strip()
            for line in path.read_text().splitlines()]
    text = [line for line in text if line]
    position = 0
    for line in (line.strip() for line in code if line.strip()):
        try:
            position = text.index(line, position) + 1
        except ValueError:
            return line
    return None


DOC_LINE = re.compile(r"^\s*/// ?(.*)$")
# The Apple framework (and so its shim) a module's doc examples see.
FRAMEWORKS = {"FluentAlertUIKit": "uikit", "FluentAlertAppKit": "appkit",
              "FluentAlertSwiftUI": "swiftui"}


def doc_comment_blocks(path):
    """Yields (first code line number, language, marker, code) for each fence
    in a `///` doc comment of a Swift source file."""
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        doc = DOC_LINE.match(lines[i])
        match = FENCE.match(doc.group(1)) if doc else None
        if not match:
            i += 1
            continue
        indent, language = match.groups()
        previous = DOC_LINE.match(lines[i - 1]) if i > 0 else None
        marker = MARKER.match(previous.group(1)) if previous else None
        start, i = i + 1, i + 1
        while i < len(lines) and DOC_LINE.match(lines[i]) and not re.match(
                r"^\s*```\s*$", DOC_LINE.match(lines[i]).group(1)):
            i += 1
        if i == len(lines) or not DOC_LINE.match(lines[i]):
            sys.exit(f"{path}:{start}: unterminated code fence in a doc comment")
        code = [DOC_LINE.match(line).group(1) for line in lines[start:i]]
        code = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                for line in code]
        yield start + 1, language, marker.group(1) if marker else None, code
        i += 1


def check_doc_comments(generated, modules):
    """Compiles every ```swift block of a `///` comment under Sources/ as its
    own program; returns (compiled, shimmed, fragments, failures)."""
    jobs, fragments, failures = [], 0, []
    for source in sorted(pathlib.Path("Sources").rglob("*.swift")):
        module = source.parts[1]
        shim = FRAMEWORKS.get(module)
        prelude = ["import FluentAlert"] + ([f"import {module}"] if module != "FluentAlert" else [])
        if shim:
            prelude.append(f"import {SHIMS[shim][0][0]}")
        if source.parts[:4] == ("Sources", "FluentAlert", "Localization", "Apple"):
            # The core's Apple-only extensions, against the Foundation shim.
            prelude += ["import FoundationShim", "import FluentAlertFoundationShimmed"]
        for line_number, language, marker, code in doc_comment_blocks(source):
            if language != "swift":
                continue
            if marker == "fragment":
                fragments += 1
            elif marker is None:
                slug = source.with_suffix("").as_posix().replace("/", "_")
                jobs.append((generated / f"{slug}-{line_number}", source,
                             [(line_number, code, True)], SHIMS.get(shim, []), prelude))
            else:
                failures.append(f"{source}:{line_number - 2}: unknown snippet marker {marker!r} "
                                f"(doc comments know only `fragment`)")
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(
            lambda job: compile_program(job[0], job[1], job[2], job[3], modules, job[4]), jobs))
    for (folder, source, parts, renames, _), result in zip(jobs, results):
        if result.returncode != 0:
            failures.append(result.stdout + result.stderr)
    shimmed = sum(1 for job in jobs if job[3])
    return len(jobs), shimmed, fragments, failures


LINE_LENGTH = 80


def lint_config(folder):
    config = json.loads(pathlib.Path(".swift-format").read_text())
    config["lineLength"] = LINE_LENGTH
    path = folder / "swift-format.json"
    path.write_text(json.dumps(config))
    return path


def block_files(documents, folder, extract=blocks):
    """Writes every lintable block to its own file; yields (file, document, line)."""
    folder.mkdir(parents=True, exist_ok=True)
    for document in documents:
        slug = document.with_suffix("").as_posix().replace("/", "_")
        for line_number, language, marker, code in extract(document):
            if language == "swift" and marker != "fragment":
                path = folder / f"{slug}-{line_number}.swift"
                path.write_text("\n".join(code) + "\n")
                yield path, document, line_number


def lint(documents, folder, extract=blocks):
    files = {str(path): (document, line)
             for path, document, line in block_files(documents, folder, extract)}
    if not files:
        return []
    result = subprocess.run(
        ["swift-format", "lint", "--strict", "--configuration", str(lint_config(folder)), *files],
        capture_output=True, text=True)
    findings = []
    for output in (result.stdout + result.stderr).splitlines():
        match = re.match(r"^(.*\.swift):(\d+):(\d+): (?:error|warning): (.*)$", output)
        if match and match.group(1) in files:
            document, first = files[match.group(1)]
            findings.append(f"{document}:{first + int(match.group(2)) - 1}:{match.group(3)}: "
                            f"{match.group(4)}")
        elif output.strip():
            findings.append(output)
    return findings


def format_in_place(documents, folder):
    """Runs swift-format on every lintable block and writes it back."""
    # Bottom-up, so that a block that grows or shrinks does not move the next.
    for path, document, first in reversed(list(block_files(documents, folder))):
        subprocess.run(["swift-format", "format", "-i", "--configuration",
                        str(lint_config(folder)), str(path)], check=True)
        lines = document.read_text().split("\n")
        end = first - 1
        while not re.match(r"^\s*```\s*$", lines[end]):
            end += 1
        indent = re.match(r"^(\s*)", lines[first - 2]).group(1)
        formatted = [indent + line if line else line
                     for line in path.read_text().rstrip("\n").split("\n")]
        lines[first - 1:end] = formatted
        document.write_text("\n".join(lines))


def main(argv):
    documents = [pathlib.Path("README.md")] + sorted(pathlib.Path("Docs").rglob("*.md"))
    if argv[1:] == ["--format"]:
        format_in_place(documents, pathlib.Path(".ci/generated/snippets-format"))
        return 0
    bin_dir, generated, library_modules = pathlib.Path(argv[1]), pathlib.Path(argv[2]), argv[3:]
    modules = bin_dir / "Modules"
    compiled = fragments = manifests = mirrored = refused = ran = 0
    failures = []
    drawn = generated / "pictures"
    drawn.mkdir(parents=True, exist_ok=True)
    picture_names = []
    for document in documents:
        markers = list(pictures(document))
        picture_names += [marker[5] for marker in markers]
        units = {}
        slug = document.with_suffix("").as_posix().replace("/", "_")
        for line_number, language, marker, code in blocks(document):
            if language != "swift":
                continue
            shim_error = re.match(r"^(uikit|appkit|swiftui) error:", marker or "")
            if marker and (marker.startswith("error:") or shim_error):
                # `<shim> error: <text>`: refused against that shim, after the document's
                # blocks of that shim (or its ordinary ones).
                shim = shim_error.group(1) if shim_error else None
                expected = marker.split("error:", 1)[1].strip()
                before = units.get(shim, units.get("main", [])) if shim else units.get("main", [])
                parts = before + [(line_number, code, shim is not None)]
                result = compile_program(generated / slug / f"error-{line_number}", document,
                                         parts, SHIMS.get(shim, []), modules)
                output = result.stdout + result.stderr
                if result.returncode == 0 or expected not in output:
                    failures.append(f"{document}:{line_number}: expected a compile error "
                                    f"containing {expected!r}, got:\n{output or 'no error'}")
                refused += 1
            elif marker == "fragment":
                fragments += 1
            elif marker in ("manifest", "manifest path"):
                manifests += 1
            elif marker and marker.startswith("in "):
                target = pathlib.Path(marker[3:].strip())
                missing = "file not found" if not target.is_file() else appears_in_order(code, target)
                if missing:
                    failures.append(f"{document}:{line_number}: block not found in {target}: {missing}")
                mirrored += 1
            elif marker is None or marker in SHIMS:
                # A shimmed block also sees the document's ordinary blocks
                # before it (its program is theirs plus the shimmed ones).
                if marker:
                    units.setdefault(marker, list(units.get("main", [])))
                    units[marker].append((line_number, code, True))
                else:
                    for unit in units:
                        if unit != "main":
                            units[unit].append((line_number, code, False))
                    units.setdefault("main", []).append((line_number, code, False))
                compiled += 1
            else:
                failures.append(f"{document}:{line_number - 1}: unknown snippet marker {marker!r}")
        for unit, blocks_of_unit in units.items():
            shimmed = [part for part in blocks_of_unit if part[2]]
            parts = blocks_of_unit
            prelude = ()
            if unit == "main" and markers:
                parts = parts + picture_code(document, markers)
                prelude = ("import Foundation", "import FluentAlertPreview")
            result = compile_program(generated / slug / unit, document, parts,
                                     SHIMS.get(unit, []), modules, prelude)
            count = len(shimmed) if unit != "main" else len(blocks_of_unit)
            if result.returncode != 0:
                failures.append(result.stdout + result.stderr)
            elif unit == "main":
                status, output = run_program(generated / slug / unit, bin_dir, library_modules,
                                             {"FLUENTALERT_PICTURES": str(drawn.resolve()),
                                              "FLUENTALERT_TRANSLATIONS":
                                                  str(TRANSLATIONS.resolve())})
                if status != 0:
                    failures.append(f"{document}: the examples compiled but running them failed "
                                    f"(exit status {status}):\n{output}")
                    result = subprocess.CompletedProcess([], status)
                else:
                    ran += 1
            print(f"  {'ok  ' if result.returncode == 0 else 'FAIL'} {document} "
                  f"({count} block{'s' if count != 1 else ''}"
                  f"{', against the ' + unit + ' shim' if unit != 'main' else ''})")
    picture_failures = check_pictures(drawn, picture_names)
    failures += picture_failures
    style = lint(documents, generated / "lint")
    failures += style
    print(f"snippets: {compiled} swift blocks compiled ({ran} documents' examples also ran), "
          f"{refused} misuse blocks refused with "
          f"the documented error, {mirrored} Apple-only blocks found in compiled sources, "
          f"{fragments} fragments skipped, {manifests} manifest blocks left to "
          f"52-installation.sh, {len(picture_names)} pictures drawn "
          f"({len(picture_failures)} stale or missing), {len(style)} style findings "
          f"(swift-format, {LINE_LENGTH} columns), {len(failures)} failures")
    doc_compiled, doc_shimmed, doc_fragments, doc_failures = check_doc_comments(
        generated / "doc-comments", modules)
    doc_style = lint(sorted(pathlib.Path("Sources").rglob("*.swift")),
                     generated / "doc-comments-lint", doc_comment_blocks)
    doc_failures += doc_style
    print(f"snippets: {doc_compiled} swift blocks in Sources/ doc comments compiled, each on "
          f"its own ({doc_shimmed} against the UIKit/AppKit/SwiftUI shims), {doc_fragments} "
          f"fragments skipped, {len(doc_style)} style findings (swift-format, "
          f"{LINE_LENGTH} columns), {len(doc_failures)} failures")
    failures += doc_failures
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
