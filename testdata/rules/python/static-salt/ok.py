import hashlib
import os

import bcrypt


def hash_password(password: bytes, stored_salt: bytes):
    salt = os.urandom(16)
    a = hashlib.pbkdf2_hmac("sha256", password, salt, 600_000)
    b = hashlib.scrypt(password, salt=stored_salt, n=2**14, r=8, p=1)
    c = bcrypt.hashpw(password, bcrypt.gensalt())
    return a, b, c
