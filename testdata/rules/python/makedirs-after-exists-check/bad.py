import os
from pathlib import Path


def prepare(out_dir, cache):
    if not os.path.exists(out_dir):  # want "python/makedirs-after-exists-check"
        os.makedirs(out_dir)
        print("created", out_dir)
    if not cache.exists():  # want "python/makedirs-after-exists-check"
        cache.mkdir(parents=True)
