#!/usr/bin/env python3
"""Draws warband's app icons (a die showing five on the page's red) as PNG files, with the
standard library alone: web/build runs it into the hosted page.

    web/icons.py DIR     # writes icon-192.png, icon-512.png and icon-maskable-512.png
"""
import struct
import sys
import zlib
from pathlib import Path

RED = (0x7A, 0x1F, 0x1F)
CREAM = (0xFB, 0xF8, 0xF3)


def png(size, pixel):
    """A PNG of size x size RGB pixels, each from pixel(x, y)."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # no filter
        for x in range(size):
            rows.extend(pixel(x + 0.5, y + 0.5))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def die(size, inset):
    """The die fills the square but for `inset` (a fraction of the side) on each edge; a
    maskable icon keeps it inside the middle 80 %, which every mask shows."""
    lo, hi = size * inset, size * (1 - inset)
    side = hi - lo
    radius = side * 0.18
    pip = side * 0.09
    centres = [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)]
    pips = [(lo + side * cx, lo + side * cy) for cx, cy in centres]

    def inside(x, y):
        if not (lo <= x <= hi and lo <= y <= hi):
            return False
        # The rounded corners: outside the quarter circle of each corner is outside.
        cx = min(max(x, lo + radius), hi - radius)
        cy = min(max(y, lo + radius), hi - radius)
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2

    def pixel(x, y):
        if not inside(x, y):
            return RED
        if any((x - px) ** 2 + (y - py) ** 2 <= pip ** 2 for px, py in pips):
            return RED
        return CREAM

    return png(size, pixel)


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon-192.png").write_bytes(die(192, 0.08))
    (out / "icon-512.png").write_bytes(die(512, 0.08))
    (out / "icon-maskable-512.png").write_bytes(die(512, 0.2))


if __name__ == "__main__":
    main()
