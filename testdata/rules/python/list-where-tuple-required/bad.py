def check(url, x):
    if url.startswith(["http://", "https://"]):  # want "python/list-where-tuple-required"
        return 1
    if isinstance(x, [int, float]):  # want "python/list-where-tuple-required"
        return 2
    try:
        return int(x)
    except [ValueError, TypeError]:  # want "python/list-where-tuple-required"
        return 0
