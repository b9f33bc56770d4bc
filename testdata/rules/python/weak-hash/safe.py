import hashlib

def fingerprint(data):
    return hashlib.sha256(data).hexdigest()

def cache_key(data):
    return hashlib.md5(data, usedforsecurity=False).hexdigest()

def password_digest(password):
    # the password's own finding (weak-password-hash), not also this one
    return hashlib.md5(password.encode()).hexdigest()
