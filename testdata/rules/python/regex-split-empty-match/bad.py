import re


def words(text):
    return re.split(r"\s*", text)  # want "python/regex-split-empty-match"
