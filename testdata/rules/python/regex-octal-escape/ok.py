import re


def swap(name):
    a = re.sub(r"(\w+), (\w+)", r"\2 \1", name)
    b = re.sub(r"(\w+), (\w+)", "\\2 \\1", name)
    c = re.sub(r"(\w+), (\w+)", "\g<2> \g<1>", name)
    return a, b, c, re.sub("\n", " ", name)


DOUBLED = re.compile(r"(\w+) \1")
