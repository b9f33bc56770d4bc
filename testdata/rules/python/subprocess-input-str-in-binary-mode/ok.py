import json
import subprocess


def render(doc):
    out = subprocess.run(["pandoc", "-t", "html"], input="# Title\n", capture_output=True, text=True)
    data = subprocess.check_output(["jq", "."], input=json.dumps(doc).encode())
    raw = subprocess.run(["cat"], input=b"bytes", capture_output=True)
    enc = subprocess.run(["cat"], input="x", encoding="utf-8", capture_output=True)
    return out.stdout, data, raw, enc
