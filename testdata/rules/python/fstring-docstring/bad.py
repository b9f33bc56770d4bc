VERSION = "1"


def load(path):
    f"""Load the file at path (format {VERSION})."""  # want "python/fstring-docstring"
    return path


class Loader:
    f"""Loads things."""  # want "python/fstring-docstring"
