import re

def clean(text):
    text = re.sub(r"\s+", " ", text, re.MULTILINE)  # want "python/regex-flag-as-count"
    parts = re.split(r",\s*", text, re.I | re.M)  # want "python/regex-flag-as-count"
    return parts
