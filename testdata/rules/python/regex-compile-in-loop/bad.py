import re


def words(lines):
    out = []
    for line in lines:
        pattern = re.compile(r"\w+")  # want "python/regex-compile-in-loop"
        out.extend(pattern.findall(line))
    return out
