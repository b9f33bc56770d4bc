def save(path, text):
    out = open(path, "w", encoding="utf-8")
    out.write(text)
    out.close()


def copy(src, dst):
    data = open(src, encoding="utf-8")
    data = open(dst, "w", encoding="utf-8")
    data.write("x")
    data.close()
