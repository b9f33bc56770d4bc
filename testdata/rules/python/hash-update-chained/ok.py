import hashlib


def digest(data):
    h = hashlib.sha256()
    h.update(data)
    return h.hexdigest(), hashlib.sha256(data).hexdigest()
