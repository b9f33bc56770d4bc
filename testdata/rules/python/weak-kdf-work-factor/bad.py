import bcrypt
import hashlib

def store(password, salt):
    a = bcrypt.hashpw(password, bcrypt.gensalt(rounds=4))  # want "python/weak-kdf-work-factor"
    b = hashlib.pbkdf2_hmac("sha256", password, salt, 1000)  # want "python/weak-kdf-work-factor"
    return a, b
