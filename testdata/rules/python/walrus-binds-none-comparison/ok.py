import re

VERSION = re.compile(r"(\d+)\.(\d+)")


def major(line, status):
    if (match := VERSION.search(line)) is not None:
        return int(match.group(1))
    if ok := status == 200:
        return ok
    return None
