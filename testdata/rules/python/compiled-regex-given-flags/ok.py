import re

WORD = re.compile(r"hello", re.IGNORECASE)


def find(text, start):
    a = WORD.search(text, start)
    b = re.search(r"hello", text, re.IGNORECASE)
    return a, b
