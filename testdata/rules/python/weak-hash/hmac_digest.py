import hashlib
import hmac


def _lazy_sha1(string=b""):
    """Looked up when called: a FIPS build may lack SHA-1."""
    return hashlib.sha1(string)


class Signer:
    # the digest of an HMAC signature (as itsdangerous takes it)
    digest_method = staticmethod(_lazy_sha1)


def _md5(data=b""):
    return hashlib.md5(data)


def mac(key, msg):
    return hmac.new(key, msg, _md5).hexdigest()
