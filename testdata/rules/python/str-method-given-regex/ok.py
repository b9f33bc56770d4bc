import re

WORD_RE = re.compile(r"\w+")


def normalize(text, line, pattern):
    text = re.sub(r"\s+", " ", text)
    parts = re.split(r"\s*,\s*", line)
    words = WORD_RE.split(text)
    chunks = pattern.split(text)
    path = line.replace("\\", "/")
    esc = text.replace("\n", " ")
    return parts, words, chunks, path, esc, text.split(",")
