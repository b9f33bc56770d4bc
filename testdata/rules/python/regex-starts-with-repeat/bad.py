import re


def text_files(names):
    return [n for n in names if re.match("*.txt", n)]  # want "python/regex-starts-with-repeat"


WORDS = re.compile(r"+\w+")  # want "python/regex-starts-with-repeat"
