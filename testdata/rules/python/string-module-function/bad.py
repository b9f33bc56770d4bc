import string


def shout(words):
    text = string.join(words, " ")  # want "python/string-module-function"
    return string.upper(text)  # want "python/string-module-function"
