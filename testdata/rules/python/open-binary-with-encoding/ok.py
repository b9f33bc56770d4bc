def read(path):
    with open(path, "r", encoding="utf-8") as f:
        text = f.read()
    with open(path, "rb") as f:
        data = f.read()
    return text, data
