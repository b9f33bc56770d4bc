def stem(name, url):
    base = name.rstrip(".txt")  # want "python/strip-with-substring"
    host = url.lstrip("https://")  # want "python/strip-with-substring"
    return base, host
