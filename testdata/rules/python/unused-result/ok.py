from pathlib import Path


def normalize(name, tags, df):
    name = name.strip().replace("-", "_")
    tags.sort()
    Path("a.tmp").replace("a")
    df.replace("-", None, inplace=True)
    return name, sorted(tags)


def commit(tmp, final):
    import os
    os.replace(tmp, final)
