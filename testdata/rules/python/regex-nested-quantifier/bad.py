import re

EMAIL = re.compile(r"^([a-zA-Z0-9]+)*@example\.com$")  # want "python/regex-nested-quantifier"


def words(text):
    return re.match(r"^(\w+\s?)*$", text)  # want "python/regex-nested-quantifier"


def digits(text):
    return re.search("(\\d+)+x", text)  # want "python/regex-nested-quantifier"


def repeated(text):
    return re.fullmatch(r"(a*){2,}b", text)  # want "python/regex-nested-quantifier"
