import hashlib

def fingerprint(data):
    return hashlib.md5(data).hexdigest()  # want "weak-hash"

def sign(data):
    algo = "sha1"
    return hashlib.new(algo, data).hexdigest()  # want "weak-hash"


def _sha1(data=b""):
    return hashlib.sha1(data)  # want "weak-hash"


class Store:
    digest_method = staticmethod(_sha1)


def token_digest(token):
    # the same function called on data: a bare SHA-1 digest
    return _sha1(token).hexdigest()


def legacy_id(data):
    from Crypto.Hash import SHA
    from cryptography.hazmat.primitives import hashes
    return SHA.new(data), hashes.Hash(hashes.SHA1())  # want "weak-hash"
