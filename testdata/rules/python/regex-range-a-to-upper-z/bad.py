import re

USERNAME = re.compile(r"^[A-z0-9]+$")  # want "python/regex-range-a-to-upper-z"


def words(text):
    return re.findall("[_A-z]+", text)  # want "python/regex-range-a-to-upper-z"
