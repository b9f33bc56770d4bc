import os
from pathlib import Path


def prepare(out_dir, cache, other):
    os.makedirs(out_dir, exist_ok=True)
    cache.mkdir(parents=True, exist_ok=True)
    if not os.path.exists(other):
        print("missing", other)
        os.makedirs(other)
    if not os.path.isdir(out_dir):
        os.makedirs(cache)
