import re

VERSION = re.compile(r"(\d+)\.(\d+)")


def parse(text):
    match = VERSION.match(text)
    assert match is not None, text
    if (n := len(text)) > 10:
        return n
    return int(match.group(1)), int(match.group(2))


def test_parse():
    assert (m := VERSION.match("1.2")) is not None
    assert m.group(1) == "1"
