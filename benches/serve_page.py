#!/usr/bin/env python3
"""Serves web/dist/ (the hosted page) on the loopback address as a static host would: each file
with its type, the precompressed .br or .gz that the request accepts. With --slow-4g, paced as
Lighthouse's "slow 4G" preset (150 ms before each answer, 1.6 Mbit/s at 90 %), to time the
first answer a player on a slow phone network waits for.

    benches/serve_page.py PORT [--slow-4g]
"""
import http.server
import os
import sys
import time
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "web" / "dist"
SLOW = "--slow-4g" in sys.argv
RATE = 1.6e6 / 8 * 0.9


class Host(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".js": "text/javascript",
    }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(DIST), **kwargs)

    def send_head(self):
        if SLOW:
            time.sleep(0.15)
        path = self.translate_path(self.path.split("?")[0])
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and os.path.exists(path + suffix):
                body = open(path + suffix, "rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.path.getsize(path + suffix)))
                self.end_headers()
                return body
        return super().send_head()

    def copyfile(self, source, destination):
        while chunk := source.read(16384):
            destination.write(chunk)
            destination.flush()
            if SLOW:
                time.sleep(len(chunk) / RATE)

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Host).serve_forever()
