import bcrypt
import hashlib

def store(password, salt):
    a = bcrypt.hashpw(password, bcrypt.gensalt(rounds=4))  # want "python/weak-kdf-work-factor"
    b = hashlib.pbkdf2_hmac("sha256", password, salt, 1000)  # want "python/weak-kdf-work-factor"
    return a, b


def derive(password, salt):
    from Crypto.Protocol.KDF import PBKDF2
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC

    kdf = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=1000)  # want "python/weak-kdf-work-factor"
    key = PBKDF2(password, salt, dkLen=32, count=1000)  # want "python/weak-kdf-work-factor"
    return kdf, key
