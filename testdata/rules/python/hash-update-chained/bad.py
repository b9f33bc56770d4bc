import hashlib


def digest(data):
    return hashlib.sha256().update(data).hexdigest()  # want "python/hash-update-chained"
