def kind(ext, code, other):
    if ext in ("jpg", "png"):
        return "image"
    return code == 1 or other == 2
