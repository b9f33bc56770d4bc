import os


def settings(config):
    home = os.environ.get("HOME", None)  # want "python/dict-get-default-none"
    level = config.get("level", None)  # want "python/dict-get-default-none"
    return home, level
