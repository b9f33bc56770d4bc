def load(path, fmt):
    if fmt not in ("json", "yaml"):
        raise Exception(f"unknown format {fmt}")  # want "python/raise-generic-exception"
    return open(path, encoding="utf-8").read()
