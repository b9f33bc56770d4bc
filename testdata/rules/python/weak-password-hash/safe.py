import hashlib
import os

def store(user, password):
    salt = os.urandom(16)
    user.pw = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)


def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def reset_token_digest(password_reset_token):
    h = hashlib.sha256()
    h.update(password_reset_token)
    return h.hexdigest()


def legacy_encode(password, salt, iterations=600_000):
    # a migrated scheme's stretched SHA-512, then a PBKDF2 round on top
    digest = hashlib.sha512(password.encode()).digest()
    for _ in range(4999):
        digest = hashlib.sha512(digest + password.encode()).digest()
    return hashlib.pbkdf2_hmac("sha256", digest, salt, iterations)


def bcrypt_prehash(password):
    import base64
    import bcrypt
    # pre-hash past bcrypt's 72-byte limit; bcrypt does the work
    pre = base64.b64encode(hashlib.sha256(password.encode()).digest())
    return bcrypt.hashpw(pre, bcrypt.gensalt())
