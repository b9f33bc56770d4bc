def is_api(path):
    return path.find("/api") > 0  # want "python/find-greater-than-zero"
