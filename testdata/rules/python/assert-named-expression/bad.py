import re

VERSION = re.compile(r"(\d+)\.(\d+)")


def parse(text):
    assert (match := VERSION.match(text)) is not None  # want "python/assert-named-expression"
    return int(match.group(1)), int(match.group(2))
