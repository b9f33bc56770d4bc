import re

WORD = re.compile(r"\w+")


def words(lines, patterns):
    out = []
    for line in lines:
        out.extend(WORD.findall(line))
    for p in patterns:
        out.append(re.compile(p))
    return out
