import re


def has_word(text):
    return re.search("\bcat\b", text)  # want "python/regex-backspace-escape"


WORD = re.compile("^\\d+\bend")  # want "python/regex-backspace-escape"
