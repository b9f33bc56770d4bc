from pathlib import Path


def config_path():
    return Path(__file__).parent + "/config.yml"  # want "python/path-plus-string"


def backup(name):
    return Path(name).resolve() + ".bak"  # want "python/path-plus-string"
