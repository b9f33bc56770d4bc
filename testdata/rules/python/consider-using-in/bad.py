def kind(ext, code):
    if ext == "jpg" or ext == "png":  # want "python/consider-using-in"
        return "image"
    return code == 1 or code == 2 or code == 3  # want "python/consider-using-in"
