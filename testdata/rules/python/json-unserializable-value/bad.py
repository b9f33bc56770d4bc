import json
from datetime import datetime

import requests


def payload(tags, counts, rows):
    body = json.dumps({"tags": set(tags), "at": datetime.now()})  # want "python/json-unserializable-value" "python/json-unserializable-value"
    keys = json.dumps(counts.keys())  # want "python/json-unserializable-value"
    with open("out.json", "w", encoding="utf-8") as f:
        json.dump([r.id for r in rows], f)
        json.dump((r.id for r in rows), f)  # want "python/json-unserializable-value"
    requests.post("https://example.org/api", json={"ids": {1, 2}}, timeout=5)  # want "python/json-unserializable-value"
    return body, keys
