def group(keys):
    buckets = dict.fromkeys(keys, [])  # want "python/fromkeys-mutable-value"
    counts = {}.fromkeys(keys, dict())  # want "python/fromkeys-mutable-value"
    return buckets, counts
