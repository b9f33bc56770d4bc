import re

EMAIL = re.compile(r"^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-z]{2,}$")


def words(text):
    return re.match(r"^[\w\s]*$", text)


def pairs(text):
    return re.findall(r"(\w+)=(\d+)", text)


def separated(text):
    return re.fullmatch(r"(\d+,)*\d+", text)


def optional_group(text):
    return re.search(r"(ab)+c?", text)
