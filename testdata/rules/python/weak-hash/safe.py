import hashlib

def fingerprint(data):
    return hashlib.sha256(data).hexdigest()

def cache_key(data):
    return hashlib.md5(data, usedforsecurity=False).hexdigest()
