import re


def clean(name):
    name = re.sub(r"\s+", " ", name)
    name = re.sub("-", "_", name, flags=re.IGNORECASE)
    name = re.sub("(a)", r"\1", name)
    name = re.sub("x", "\\n", name)
    parts = re.split("[,;]", name)
    m = re.match("tmp_", name)
    if re.match("v1.2", name):
        return None
    if re.search("^admin$", name):
        return parts
    name = re.sub("-", "_", name, 1)
    name = name.replace("-", "_")
    return m
