import json
from pathlib import Path


def read_config(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path + ".json", encoding="utf-8") as f:
        settings = json.load(f)
    extra = Path(path + ".extra").read_text(encoding="utf-8")
    return text, settings, extra
