import hashlib

def fingerprint(data):
    return hashlib.md5(data).hexdigest()  # want "weak-hash"

def sign(data):
    algo = "sha1"
    return hashlib.new(algo, data).hexdigest()  # want "weak-hash"
