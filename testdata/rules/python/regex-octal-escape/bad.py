import re


def swap(name):
    return re.sub(r"(\w+), (\w+)", "\2 \1", name)  # want "python/regex-octal-escape"


DOUBLED = re.compile("(\\w+) \1")  # want "python/regex-octal-escape"
