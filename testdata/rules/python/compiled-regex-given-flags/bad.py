import re

WORD = re.compile(r"hello")


def find(text):
    return WORD.search(text, re.IGNORECASE)  # want "python/compiled-regex-given-flags"
