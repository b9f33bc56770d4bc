import re

VERSION = re.compile(r"(\d+)\.(\d+)")


def major(line):
    if match := VERSION.search(line) is not None:  # want "python/walrus-binds-none-comparison"
        return int(match.group(1))
    return None
