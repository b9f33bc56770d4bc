from pathlib import Path


def config_path():
    return Path(__file__).parent / "config.yml"


def backup(name):
    return str(Path(name).resolve()) + ".bak"


def label(path):
    return path.name + ".bak"
