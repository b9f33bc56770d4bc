import os

import requests


def settings(config, url):
    home = os.environ.get("HOME")
    level = config.get("level", "info")
    timeout = config.get("timeout", 0)
    page = requests.get(url, None)
    return home, level, timeout, page
