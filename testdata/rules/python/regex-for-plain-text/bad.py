import re


def clean(name):
    name = re.sub("-", "_", name)  # want "python/regex-for-plain-text"
    parts = re.split(",", name)  # want "python/regex-for-plain-text"
    if re.match("tmp_", name):  # want "python/regex-for-plain-text"
        return None
    if not re.search("admin", name):  # want "python/regex-for-plain-text"
        return parts
    return name
