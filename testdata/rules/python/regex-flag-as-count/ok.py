import re

def clean(text):
    text = re.sub(r"\s+", " ", text, flags=re.MULTILINE)
    first = re.sub(r"x", "y", text, 1)
    parts = re.split(r",\s*", text, flags=re.I | re.M)
    return first, parts
