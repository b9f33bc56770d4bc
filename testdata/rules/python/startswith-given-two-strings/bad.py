def is_web(url, name):
    if url.startswith("http://", "https://"):  # want "python/startswith-given-two-strings"
        return True
    return name.endswith(".jpg", ".png")  # want "python/startswith-given-two-strings"
