import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def seal(key, data):
    iv = os.urandom(16)
    enc = AES.new(key, AES.MODE_CBC, iv)  # want "python/cipher-without-authentication"
    return iv + enc.encrypt(data)


def seal2(key, data):
    nonce = os.urandom(16)
    enc = Cipher(algorithms.AES(key), modes.CTR(nonce)).encryptor()  # want "python/cipher-without-authentication"
    return nonce + enc.update(data) + enc.finalize()
