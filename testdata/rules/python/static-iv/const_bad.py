from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

IV = b"\x00" * 16
NONCE = b"fixed-nonce!"


def encrypt(key, data):
    return AES.new(key, AES.MODE_CBC, IV).encrypt(data)  # want "python/static-iv"


def encrypt_gcm(key, data):
    enc = Cipher(algorithms.AES(key), modes.GCM(NONCE)).encryptor()  # want "python/static-iv"
    return enc.update(data) + enc.finalize()
