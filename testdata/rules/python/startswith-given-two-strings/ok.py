def is_web(url, name, offset):
    if url.startswith(("http://", "https://")):
        return True
    return name.endswith(".jpg", offset) or name.startswith("img", 0, 3)
