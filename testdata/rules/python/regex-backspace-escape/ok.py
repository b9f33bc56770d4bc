import re


def has_word(text):
    return re.search(r"\bcat\b", text), re.search("\\bcat\\b", text)


WORD = re.compile(R"^\d+\bend")
