#!/usr/bin/env python3
"""Renders SVG previews with a substitute font and checks that no text leaves its box.

Each picture is laid out with Inter's advance widths; a viewer without Inter draws another font.
Every text element carries the width it was laid out with (textLength), so whatever font draws
it, its ink must stay inside that box. This script renders each picture with Inkscape (which
honours textLength, as browsers do; librsvg ignores it) twice, with and without its text, where
fontconfig knows only the fonts in the folder given (DejaVu by default),
and finds every pixel the text inked; each must lie inside some text element's box (its
textLength from its anchor, a line's height around its baseline). A text element without a
fixed length, or ink outside every box, fails with the picture and where.

    text_in_box.py [--fonts DIR] FILE.svg | FOLDER ...
"""

import os
import struct
import subprocess
import sys
import tempfile
import unicodedata
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
TOLERANCE = 2.0  # pixels of anti-aliasing and hinting allowed around a box


def read_png(path):
    """Returns (width, height, rows of RGBA bytes) of an 8-bit RGBA or RGB PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width, height, channels = 8, b"", 0, 0, 4
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), f"{path}: unsupported PNG"
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1 : at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def is_right_to_left(character):
    """Whether the character is a letter of a right-to-left script (Hebrew, Arabic, ...)."""
    return unicodedata.bidirectional(character) in ("R", "AL")


def boxes(root):
    """Each text element's box (left, top, right, bottom), or an error for one without length."""
    found, errors = [], []
    for text in root.iter(SVG + "text"):
        length = text.get("textLength")
        content = "".join(text.itertext())
        if length is None:
            if content.strip():
                errors.append(f"text {content!r} has no textLength")
            continue
        x, y = float(text.get("x")), float(text.get("y"))
        size, width = float(text.get("font-size")), float(length)
        anchor = text.get("text-anchor", "start")
        if text.get("direction") == "rtl":
            anchor = {"start": "end", "end": "start"}.get(anchor, anchor)
        left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        # A glyph may reach past its advance (the hook of a bold J): a twentieth of an em.
        reach = size * 0.05
        if any(is_right_to_left(c) for c in content):
            # Inkscape spreads a right-to-left run given a textLength across the line, where
            # browsers fit it; such a run is checked only within its line.
            left, width, reach = 0.0, float("inf"), 0.0
        found.append((left - reach, y - size * 1.05, left + width + reach, y + size * 0.35))
    return found, errors


def prepare(index, path, work):
    """Writes the picture and a copy without its text into `work`; returns its boxes."""
    root = ET.parse(path).getroot()
    text_boxes, errors = boxes(root)
    ET.register_namespace("", SVG[1:-1])
    full = os.path.join(work, f"{index}-full.svg")
    ET.ElementTree(root).write(full)
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == SVG + "text":
                parent.remove(child)
    ET.ElementTree(root).write(os.path.join(work, f"{index}-bare.svg"))
    return text_boxes, [f"{path}: {e}" for e in errors]


def compare(path, text_boxes, full_png, bare_png):
    """Every pixel the text inked must lie inside some text box."""
    width, height, channels, full = read_png(full_png)
    _, _, _, without = read_png(bare_png)
    outside = []
    for row in range(height):
        a, b = full[row], without[row]
        if a == b:
            continue
        for column in range(width):
            i = column * channels
            if max(abs(a[i + c] - b[i + c]) for c in range(channels)) <= 24:
                continue
            px, py = column + 0.5, row + 0.5
            if not any(
                l - TOLERANCE <= px <= r + TOLERANCE and t - TOLERANCE <= py <= btm + TOLERANCE
                for (l, t, r, btm) in text_boxes
            ):
                outside.append((column, row))
    if outside:
        column, row = outside[0]
        return [f"{path}: {len(outside)} pixels of text outside every text box, first at "
                f"({column}, {row})"]
    return []


def main(arguments):
    fonts = "/usr/share/fonts/truetype/dejavu"
    if arguments[:1] == ["--fonts"]:
        fonts, arguments = arguments[1], arguments[2:]
    files = []
    for argument in arguments:
        if os.path.isdir(argument):
            for folder, _, names in os.walk(argument):
                files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".svg")]
        else:
            files.append(argument)
    with tempfile.TemporaryDirectory() as work:
        config = os.path.join(work, "fonts.conf")
        with open(config, "w") as handle:
            handle.write(
                '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
                f"<dir>{fonts}</dir><cachedir>{work}/cache</cachedir></fontconfig>")
        env = dict(os.environ, FONTCONFIG_FILE=config, HOME=work)
        files.sort()
        prepared, failures = [], []
        for index, path in enumerate(files):
            text_boxes, errors = prepare(index, path, work)
            failures += errors
            prepared.append(text_boxes)
        # One Inkscape run draws them all (it honours textLength; librsvg does not).
        sources = [os.path.join(work, f"{i}-{kind}.svg") for i in range(len(files))
                   for kind in ("full", "bare")]
        for start in range(0, len(sources), 100):
            subprocess.run(
                ["inkscape", "--export-type=png", *sources[start:start + 100]],
                check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for index, path in enumerate(files):
            failures += compare(
                path, prepared[index], os.path.join(work, f"{index}-full.png"),
                os.path.join(work, f"{index}-bare.png"))
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"text in its box: {len(files)} pictures drawn with only {fonts}, "
          f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
