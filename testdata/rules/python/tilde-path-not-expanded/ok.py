import os
from pathlib import Path


def credentials():
    config = Path("~/.config/app/settings.toml").expanduser()
    netrc = os.path.expanduser("~/.netrc")
    if os.path.exists(netrc):
        with open(netrc, encoding="utf-8") as fh:
            return fh.read(), config
    return Path.home() / ".netrc", Path("./~backup")
