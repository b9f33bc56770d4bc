import bcrypt
import hashlib

def store(password, salt):
    a = bcrypt.hashpw(password, bcrypt.gensalt())
    b = hashlib.pbkdf2_hmac("sha256", password, salt, 600_000)
    c = bcrypt.gensalt(rounds=12)
    return a, b, c


def derive(password, salt):
    from Crypto.Protocol.KDF import PBKDF2
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC

    kdf = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=600_000)
    key = PBKDF2(password, salt, dkLen=32, count=1_000_000)
    return kdf, key
