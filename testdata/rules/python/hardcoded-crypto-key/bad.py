from Crypto.Cipher import AES
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

KEY = b"0123456789abcdef0123456789abcdef"


def encrypt(data):
    cipher = AES.new(b"sixteen byte key", AES.MODE_GCM)  # want "python/hardcoded-crypto-key"
    return cipher.encrypt_and_digest(data)


def fernet_token(data):
    f = Fernet(b"ZmRzYWZkc2FmZHNhZmRzYWZkc2FmZHNhZmRzYWZkc2E=")  # want "python/hardcoded-crypto-key"
    return f.encrypt(data)


def hazmat(iv):
    key = "my-secret-aes-key-32-bytes-long!".encode()
    return Cipher(algorithms.AES(key), modes.CBC(iv))  # want "python/hardcoded-crypto-key"


def by_keyword(data):
    return AES.new(key=b"another key 1234", mode=AES.MODE_EAX).encrypt(data)  # want "python/hardcoded-crypto-key"
