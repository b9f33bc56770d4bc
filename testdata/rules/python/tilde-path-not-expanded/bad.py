import os
from pathlib import Path


def credentials():
    config = Path("~/.config/app/settings.toml")  # want "python/tilde-path-not-expanded"
    if os.path.exists("~/.netrc"):  # want "python/tilde-path-not-expanded"
        with open("~/.netrc", encoding="utf-8") as fh:  # want "python/tilde-path-not-expanded"
            return fh.read(), config
    return None, config
