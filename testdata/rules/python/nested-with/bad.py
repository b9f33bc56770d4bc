def copy(src, dst):
    with open(src, "rb") as fin:  # want "python/nested-with"
        with open(dst, "wb") as fout:
            fout.write(fin.read())
