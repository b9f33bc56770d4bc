import hashlib
import os

def store(user, password):
    salt = os.urandom(16)
    user.pw = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
