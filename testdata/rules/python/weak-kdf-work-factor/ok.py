import bcrypt
import hashlib

def store(password, salt):
    a = bcrypt.hashpw(password, bcrypt.gensalt())
    b = hashlib.pbkdf2_hmac("sha256", password, salt, 600_000)
    c = bcrypt.gensalt(rounds=12)
    return a, b, c
