#!/usr/bin/env python3
"""Runs the tool transcripts of README.md and Docs/**/*.md and compares what they print.

usage: transcripts.py <bin-dir>

A ```text block whose first line starts with `$ ` is a transcript: that line (and the lines
after it that continue it with a trailing backslash) is a shell command, and the rest of the
block is exactly what it prints, standard output and standard error together. The command runs
with <bin-dir> first on PATH, so `fluentalert` is the tool just built, in a scratch folder, or
in the folder an HTML comment on the line before the block names (relative to the repository):
  <!-- transcript: in Examples/ReviewGallery -->
The exit status is not compared (the prose around the block states it). A transcript whose
output differs fails with both texts, so a sample in the documentation never drifts from the
tool.
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from snippets import blocks  # the same fences and markers the snippets check reads


TRANSCRIPT = re.compile(r"^\s*<!--\s*transcript:\s*in\s+(.+?)\s*-->\s*$")


def transcripts(path):
    lines = path.read_text().splitlines()
    for line_number, language, _, code in blocks(path):
        if language != "text" or not code or not code[0].startswith("$ "):
            continue
        command, rest = [code[0][2:]], code[1:]
        while command[-1].endswith("\\") and rest:
            command.append(rest.pop(0))
        # line_number is the block's first line; the fence is above it, a marker above that.
        match = TRANSCRIPT.match(lines[line_number - 3]) if line_number >= 3 else None
        folder = match.group(1) if match else None
        yield line_number, "\n".join(command), folder, rest


def main(argv):
    bin_dir = os.path.abspath(argv[1])
    root = pathlib.Path.cwd()
    documents = [root / "README.md"] + sorted((root / "Docs").rglob("*.md"))
    environment = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"],
                       LANG="C.UTF-8", LC_ALL="C.UTF-8", NO_COLOR="1")
    checked, failures = 0, 0
    with tempfile.TemporaryDirectory() as scratch:
        for document in documents:
            for line_number, command, folder, expected in transcripts(document):
                where = root / folder if folder else pathlib.Path(scratch)
                run = subprocess.run(["bash", "-c", command], cwd=where, env=environment,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, timeout=120, text=True)
                actual = run.stdout.rstrip("\n").split("\n") if run.stdout.strip() else []
                checked += 1
                if actual != expected:
                    failures += 1
                    name = document.relative_to(root)
                    print(f"FAIL {name}:{line_number}: `{command}` printed:")
                    print("\n".join("  " + line for line in actual))
                    print("but the documentation says:")
                    print("\n".join("  " + line for line in expected))
    print(f"transcripts: {checked} tool transcripts run, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
