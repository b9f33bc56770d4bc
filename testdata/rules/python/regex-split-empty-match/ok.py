import re


def words(text):
    return re.split(r"\s+", text)


def fields(line):
    return re.split(r"\s*,\s*", line)
