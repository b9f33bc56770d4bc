import json
from datetime import datetime

import requests


def payload(tags, counts, rows):
    body = json.dumps({"tags": sorted(set(tags)), "at": datetime.now().isoformat()})
    keys = json.dumps(list(counts.keys()))
    other = json.dumps({"at": datetime.now()}, default=str)
    with open("out.json", "w", encoding="utf-8") as f:
        json.dump([r.id for r in rows], f)
    requests.post("https://example.org/api", json={"ids": [1, 2]}, timeout=5)
    return body, keys, other, counts.get("a")
