def is_image(ext, mode, other):
    if mode in ("r", "rb"):
        return ext in {"png", "jpg", "gif"}
    return mode == "w" or other == "w"
