import re

USERNAME = re.compile(r"^[A-Za-z0-9]+$")
ANCHOR = re.compile(r"\A-z")


def words(text):
    return re.findall("[A-Z][a-z]+", text)
