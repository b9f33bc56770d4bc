def load(path):
    with open(path) as f:
        header = f.readline()
        body = f.read()
    return header, body


def copy(src, dst):
    with open(src) as f:
        data = f.read()
    out = open(dst, "w")
    out.write(data)
    out.close()
