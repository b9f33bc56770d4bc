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
