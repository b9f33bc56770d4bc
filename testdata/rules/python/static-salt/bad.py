import hashlib

import bcrypt

SALT = b"app-wide-salt"


def hash_password(password: bytes):
    a = hashlib.pbkdf2_hmac("sha256", password, b"s4lt", 600_000)  # want "python/static-salt"
    b = hashlib.scrypt(password, salt=SALT, n=2**14, r=8, p=1)  # want "python/static-salt"
    c = bcrypt.hashpw(password, b"$2b$12$abcdefghijklmnopqrstuu")  # want "python/static-salt"
    return a, b, c
