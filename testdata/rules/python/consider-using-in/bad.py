def is_image(ext, mode):
    if mode == "r" or mode == "rb":  # want "python/consider-using-in"
        return ext == "png" or ext == "jpg" or ext == "gif"  # want "python/consider-using-in"
    return False
